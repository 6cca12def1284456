import Foundation
import Testing

/// Issue #18: `run --output` and `trace check --output` never replace an input of the command or a
/// special file. A symbolic link is followed (the file it points to is replaced, the link stays); a
/// FIFO or a device is written through; a `.partial` file a killed run left is removed by the next.
@Suite struct OutputFileTests {
    func project() throws -> String {
        let dir = try temporaryDirectory("outfile")
        try FileManager.default.copyItem(atPath: shipped + "/Scenarios/navigation-push-pop.yaml", toPath: dir + "/my.yaml")
        try Data("A viewDidLoad\nA viewWillAppear\nA viewDidAppear\n".utf8).write(to: URL(fileURLWithPath: dir + "/dev.log"))
        return dir
    }

    @Test func anInputIsNeverTheOutput() throws {
        let dir = try project()
        let scenario = try Data(contentsOf: URL(fileURLWithPath: dir + "/my.yaml"))
        let log = try Data(contentsOf: URL(fileURLWithPath: dir + "/dev.log"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.yaml", withDestinationPath: "my.yaml")
        let cases: [([String], String)] = [
            (["run", "my.yaml", "--format", "jsonl", "--output", "my.yaml"], "this is the scenario file the command reads (my.yaml)"),
            (["run", "my.yaml", "--format", "jsonl", "--output", "./link.yaml"], "this is the scenario file the command reads"),
            (["trace", "check", "dev.log", "--against", "my.yaml", "--format", "html", "--output", "dev.log"], "this is the device log the command reads (dev.log)"),
            (["trace", "check", "dev.log", "--against", "my.yaml", "--format", "html", "--output", "my.yaml"], "this is the scenario file the command reads"),
        ]
        for (args, says) in cases {
            let r = try LifelineCommand.run(args, in: dir)
            #expect(r.status == 1, "\(args): exit \(r.status)\n\(r.output)")
            #expect(r.output.contains(says) && r.output.contains(args.last ?? ""), "\(args): \(r.output)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/my.yaml")) == scenario, "the scenario is untouched")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/dev.log")) == log, "the log is untouched")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.yaml") == "my.yaml")
    }

    @Test func aLinkIsFollowedAndALinkToNothingRefused() throws {
        let dir = try project()
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/target.dot"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/chart.dot", withDestinationPath: "target.dot")
        let r = try LifelineCommand.run(["run", "launch", "--format", "dot", "--output", "chart.dot"], in: dir)
        #expect(r.status == 0, "\(r.output)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/chart.dot") == "target.dot", "the link stays")
        #expect(try String(contentsOfFile: dir + "/target.dot", encoding: .utf8).hasPrefix("digraph"), "its target is written")
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling.dot", withDestinationPath: "nowhere/x.dot")
        let dangling = try LifelineCommand.run(["run", "launch", "--format", "dot", "--output", "dangling.dot"], in: dir)
        #expect(dangling.status == 1 && dangling.output.contains("dangling.dot: error: this is a symbolic link to nothing"), "\(dangling.output)")
    }

    /// A FIFO is written through (a reader gets the chart) and stays a FIFO.
    @Test func aFIFOIsWrittenThrough() throws {
        let dir = try project()
        let fifo = dir + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader blocks in open(2) until the writer comes: a thread of its own, started here and now.
        // Never a Task: with both cores' cooperative threads busy in other tests, a task may not start
        // before the writer's timeout, and the writer waits in open(2) for a reader that never comes.
        let received = ReceivedData()
        Thread.detachNewThread {
            let handle = FileHandle(forReadingAtPath: fifo)
            received.finish(handle?.readDataToEndOfFile() ?? Data())
            try? handle?.close()
        }
        let r = try LifelineCommand.run(["run", "launch", "--format", "dot", "--output", "pipe"], in: dir, timeout: 60)
        #expect(r.status == 0, "\(r.output)")
        let read = try #require(received.wait(seconds: 60), "the reader thread ended")
        #expect(String(decoding: read, as: UTF8.self).hasPrefix("digraph"), "the reader got the chart")
        var st = stat()
        #expect(lstat(fifo, &st) == 0 && (st.st_mode & S_IFMT) == S_IFIFO, "still a FIFO")
    }

    /// A character device (a null device of our own when root may make one; /dev/null otherwise) stays one.
    @Test func aDeviceIsWrittenThroughNotReplaced() throws {
        let dir = try project()
        var device = "/dev/null"
        if getuid() == 0, mknod(dir + "/null", S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 { device = dir + "/null" }
        let r = try LifelineCommand.run(["run", "launch", "--format", "dot", "--output", device], in: dir)
        #expect(r.status == 0, "\(r.output)")
        var st = stat()
        #expect(lstat(device, &st) == 0 && (st.st_mode & S_IFMT) == S_IFCHR, "\(device) is still a character device")
    }

    /// A killed run's `.partial` file (its process is gone) is removed by the next write to that path.
    @Test func aKilledRunsPartialFileIsCleanedUp() throws {
        let dir = try project()
        var dead: Int32 = 3_999_999
        while kill(dead, 0) == 0 || errno != ESRCH { dead -= 1 }
        let stale = dir + "/.chart.svg.\(dead).partial"
        try Data("half".utf8).write(to: URL(fileURLWithPath: stale))
        let mine = dir + "/.chart.svg.notes.partial"
        try Data("not lifeline's".utf8).write(to: URL(fileURLWithPath: mine))
        let r = try LifelineCommand.run(["run", "launch", "--format", "svg", "--output", "chart.svg"], in: dir)
        #expect(r.status == 0, "\(r.output)")
        #expect(!FileManager.default.fileExists(atPath: stale), "the leftover is removed")
        #expect(FileManager.default.fileExists(atPath: mine), "a file that only looks alike is kept")
        #expect(FileManager.default.fileExists(atPath: dir + "/chart.svg"))
    }

    /// A write that fails half-way (here the file-size limit, as a full disk would) exits 1 and leaves
    /// neither the build's staging folder nor a `.partial` file behind, so the disk is not kept full.
    @Test func aFailedWriteLeavesNothingBehind() throws {
        let dir = try project()
        let limited = "trap '' XFSZ; ulimit -f 300; exec \"$0\" \"$@\""
        let build = try runProcess("/bin/bash", ["-c", limited, LifelineCommand.binary, "build", "--output", "out", "--lang", "en"], in: dir)
        #expect(build.status == 1 && build.output.contains("File too large"), "\(build.output.suffix(400))")
        #expect(!FileManager.default.fileExists(atPath: dir + "/.out.building"), "the staging folder is removed")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
        let run = try runProcess("/bin/bash", ["-c", "trap '' XFSZ; ulimit -f 20; exec \"$0\" \"$@\"", LifelineCommand.binary,
                                               "run", "navigation-three-levels", "--format", "svg", "--output", "big.svg"], in: dir)
        #expect(run.status == 1, "\(run.output)")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".partial") || $0 == "big.svg" }
        #expect(left.isEmpty, "\(left)")
    }

    /// `--output /dev/stdout` writes to whatever standard output is (here a file the shell opened, then
    /// appended to): the shell's file gets the chart, and nothing is renamed over it.
    @Test func standardOutputAsAPathIsWrittenThrough() throws {
        let dir = try project()
        let r = try runProcess("/bin/bash", ["-c", "echo first > out.txt; \"$0\" run launch --format dot --output /dev/stdout >> out.txt",
                                             LifelineCommand.binary], in: dir)
        #expect(r.status == 0, "\(r.output)")
        let text = try String(contentsOfFile: dir + "/out.txt", encoding: .utf8)
        #expect(text.hasPrefix("first\ndigraph"), "\(text.prefix(40))")
    }
}

/// What a reader thread received, handed over once (a semaphore orders the write before the read).
final class ReceivedData: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)
    func finish(_ d: Data) { data = d; done.signal() }
    func wait(seconds: Double) -> Data? { done.wait(timeout: .now() + seconds) == .success ? data : nil }
}
