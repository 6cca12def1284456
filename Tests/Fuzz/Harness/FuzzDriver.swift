import Foundation

#if LIFELINE_FUZZ
// Built by `make fuzz` (-sanitize=fuzzer -D LIFELINE_FUZZ -enable-experimental-feature Extern).
// SwiftPM links every Swift executable with its own entry point, so libFuzzer's main() is bypassed:
// the target's @main hands the command line to libFuzzer's driver here. libFuzzer's main() is still
// linked (whole archive) and needs each target's LLVMFuzzerTestOneInput (@_cdecl in the target).
@_extern(c, "LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
#endif

/// The entry point every fuzz target shares.
public enum FuzzDriver {
    /// Runs libFuzzer with `entry` in a fuzz build; in a normal `swift build`, replays the saved inputs
    /// named on the command line through `target` (e.g. `swift run fuzz-catalog Tests/Fuzz/Crashes/fuzz-catalog`).
    public static func main(_ target: String, _ entry: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        #if LIFELINE_FUZZ
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, entry))
        #else
        exit(FuzzHarness.replay(FuzzHarness.targets[target]!, paths: Array(CommandLine.arguments.dropFirst())))
        #endif
    }

    /// One input from libFuzzer through a target's code path.
    public static func run(_ target: String, _ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        _ = FuzzHarness.targets[target]!(bytes.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    }
}
