import LifelineFuzzHarness

// The fuzz target for FuzzHarness's "fuzz-device-trace" path; see Tests/Fuzz/README.md.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt { FuzzDriver.run("fuzz-device-trace", bytes, count) }

@main enum Fuzz {
    static func main() { FuzzDriver.main("fuzz-device-trace", fuzzTestOneInput) }
}
