import CGraphviz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A libgvc context with only the plugins a pinned chart needs: "core" (the SVG, JSON and DOT
/// writers) and "neato_layout" (which holds the "nop" engine), loaded from the folder beside libgvc
/// where Graphviz keeps its plugins. Without a text-layout plugin Graphviz sizes labels by its
/// built-in metrics for Helvetica, Courier and Times, which is all a pinned chart asks of it.
/// Made once per process and kept, as the full context is (the symbol list must outlive it).
enum PinnedPlugins {
    static let libraries = [("core", "gvplugin_core_LTX_library"), ("neato_layout", "gvplugin_neato_layout_LTX_library")]

    static func context() -> Result<OpaquePointer, GraphvizError> {
        guard let file = lifeline_gvc_file() else { return failure("cannot find where libgvc is") }
        let folder = String(cString: file).split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/graphviz"
        let symbols = UnsafeMutablePointer<lt_symlist_t>.allocate(capacity: libraries.count + 1)
        for (i, (name, symbol)) in libraries.enumerated() {
            let candidates = ["libgvplugin_\(name).so.6", "libgvplugin_\(name).so", "libgvplugin_\(name).6.dylib", "libgvplugin_\(name).dylib"]
            guard let handle = candidates.lazy.compactMap({ dlopen(folder + "/" + $0, RTLD_NOW | RTLD_LOCAL) }).first else {
                return failure("cannot load Graphviz's \(name) plugin from \(folder)/ (\(String(cString: dlerror())))")
            }
            guard let address = dlsym(handle, symbol) else { return failure("\(folder): the \(name) plugin has no \(symbol)") }
            symbols[i] = lt_symlist_t(name: strdup(symbol), address: address)
        }
        symbols[libraries.count] = lt_symlist_t(name: nil, address: nil)
        guard let gvc = gvContextPlugins(symbols, 0) else { return failure("gvContextPlugins() returned NULL") }
        return .success(gvc)
    }

    private static func failure(_ message: String) -> Result<OpaquePointer, GraphvizError> {
        .failure(GraphvizError(stage: .context, message: message))
    }
}
