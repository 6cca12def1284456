import Foundation
import LifelineFuzzHarness

#if LIFELINE_FUZZ
// Built by `make fuzz` (-sanitize=fuzzer -D LIFELINE_FUZZ -enable-experimental-feature Extern).
// SwiftPM links every Swift executable with main = fuzz_device_trace_main, so libFuzzer's own main() is
// bypassed: this @main hands the command line to libFuzzer's driver. libFuzzer's main() is still
// linked (whole archive) and needs the LLVMFuzzerTestOneInput symbol, hence the @_cdecl.
@_extern(c, "LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    FuzzHarness.deviceTrace(data)
    return 0
}

@main enum Fuzz {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzTestOneInput))
    }
}
#else
// A normal `swift build`: replays saved inputs, e.g. `swift run fuzz-device-trace Tests/Fuzz/Crashes/fuzz-device-trace`.
@main enum Replay {
    static func main() {
        exit(FuzzHarness.replay(FuzzHarness.deviceTrace, paths: Array(CommandLine.arguments.dropFirst())))
    }
}
#endif
