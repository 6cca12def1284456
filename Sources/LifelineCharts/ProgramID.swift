import Foundation
import LifelineOutput

/// What identifies this program for the no-op check: the linker's GNU build id of the running
/// executable, read from memory (no file read); elsewhere, or without one, a digest of the executable.
package enum ProgramID {
    package static let value: String = buildID() ?? fileDigest()

    private static func fileDigest() -> String {
        guard let exe = FileManager.default.contents(atPath: "/proc/self/exe") ?? Bundle.main.executablePath.flatMap({ FileManager.default.contents(atPath: $0) })
        else { return "unknown" }
        return exe.withUnsafeBytes { ContentHash.hex($0) }
    }

    /// The build id from the executable's ELF program headers: a few kilobytes read, not the whole file.
    private static func buildID() -> String? {
        guard let file = FileHandle(forReadingAtPath: "/proc/self/exe") else { return nil }
        defer { try? file.close() }
        guard let head = try? file.read(upToCount: 1 << 16), head.count >= 64,
              head.starts(with: [0x7F, 0x45, 0x4C, 0x46]), head[4] == 2, head[5] == 1 else { return nil }   // ELF64, little-endian
        return head.withUnsafeBytes { (elf: UnsafeRawBufferPointer) -> String? in
            let phoff = Int(elf.loadUnaligned(fromByteOffset: 0x20, as: UInt64.self))
            let size = Int(elf.loadUnaligned(fromByteOffset: 0x36, as: UInt16.self)), count = Int(elf.loadUnaligned(fromByteOffset: 0x38, as: UInt16.self))
            for i in 0..<count {
                let ph = phoff + i * size
                guard ph + 56 <= elf.count else { return nil }
                guard elf.loadUnaligned(fromByteOffset: ph, as: UInt32.self) == 4 else { continue }      // PT_NOTE
                let offset = Int(elf.loadUnaligned(fromByteOffset: ph + 8, as: UInt64.self))
                let length = Int(elf.loadUnaligned(fromByteOffset: ph + 32, as: UInt64.self))
                guard offset + length <= elf.count else { continue }
                if let id = gnuBuildID(in: UnsafeRawBufferPointer(rebasing: elf[offset..<offset + length])) { return id }
            }
            return nil
        }
    }

    /// Walks ELF notes (namesz, descsz, type, name, desc, each padded to 4 bytes) for NT_GNU_BUILD_ID.
    static func gnuBuildID(in notes: UnsafeRawBufferPointer) -> String? {
        var offset = 0
        func align(_ n: Int) -> Int { (n + 3) & ~3 }
        while offset + 12 <= notes.count {
            let nameSize = Int(notes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            let descSize = Int(notes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
            let type = notes.loadUnaligned(fromByteOffset: offset + 8, as: UInt32.self)
            let name = offset + 12, desc = name + align(nameSize)
            guard desc + descSize <= notes.count else { return nil }
            if type == 3, nameSize == 4, notes[name] == 0x47, notes[name + 1] == 0x4E, notes[name + 2] == 0x55 {   // "GNU"
                return "build-id:" + notes[desc..<desc + descSize].map { String(format: "%02x", $0) }.joined()
            }
            offset = desc + align(descSize)
        }
        return nil
    }
}
