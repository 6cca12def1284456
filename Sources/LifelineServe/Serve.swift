import Foundation
import LifelineSite
import LifelineOutput
import LifelineCommands
#if canImport(Glibc)
import Glibc
#endif

/// `lifeline serve`: builds the site, serves it on 127.0.0.1 from memory, rebuilds when an input changes
/// (keeping what did not change: `BuildMemory`), tells open pages to reload, then writes the folder of its
/// own. A failed build shows its messages in the browser and the server keeps running; SIGINT (Ctrl-C)
/// or SIGTERM stops it, and the folder it built is removed.
package enum Serve {
    package struct Options: Sendable {
        package var site = SiteBuild.Options()
        /// 0: any free port.
        package var port: UInt16 = 8000
        /// Where the site is built; nil: a new temporary folder, removed when the server stops.
        package var output: String?
        /// Print each build's step lines (`[n/N] step (seconds)`), not only its result.
        package var steps = false
        /// Where progress goes: standard output, written at once (a script reading it sees each line as it comes).
        package var say: @Sendable (String) -> Void = { try? CommandFiles.printOut($0 + "\n") }
        /// The project file, watched like the inputs; when it changes, `reread` makes the options again.
        package var projectFile: String?
        package var reread: (@Sendable () throws -> SiteBuild.Options)?
        package init() {}
    }

    package static func run(_ o: Options) async throws {
        var site = o.site
        let temporary = o.output == nil ? try makeTemporaryFolder() : nil
        if let output = o.output { site.output = output } else if let temporary { site.output = temporary + "/site" }
        site.log = { _ in }
        if o.steps { site.log = o.say }
        // What serve keeps between builds: the inputs read, each scenario's simulation, the last build's files.
        site.memory = BuildMemory()
        let served = ServedSite(site.output)
        let writer = FolderWriter()
        defer {
            writer.wait()
            if let temporary { try? FileManager.default.removeItem(atPath: temporary) }
        }

        let reload = LiveReload()
        // The port is taken before anything is built: a port in use is said at once, exit 1.
        let listener = try Listener(port: o.port)
        let routes = SiteServer(site: served, port: listener.port, reload: reload)
        let watcher = FileWatcher(folders: inputFolders(site), files: (o.projectFile.map { [$0] } ?? []) + linkedFiles(site))
        try watcher.start()
        await build(site, into: served, reload, writer, o.say)
        writer.wait()   // the folder holds the first build before the address is said

        let built = site
        // Each task returns whether its end stops the server: the signal and the server itself do.
        try await withThrowingTaskGroup(of: Bool.self) { group in
            Thread.detachNewThread { listener.run { routes.serve($0, listener: listener) } }
            o.say("Serving http://127.0.0.1:\(listener.port)/ — Ctrl-C stops")
            group.addTask { await rebuildOnChange(watcher, built, o, served, reload, writer); return false }
            group.addTask { await stopSignal(); o.say("stopping"); return true }
            while let stops = try await group.next(), !stops {}
            watcher.stop()
            listener.stop()
            reload.close()
            group.cancelAll()
        }
    }

    /// One build into memory; its result told to open pages; then the folder written and the result printed,
    /// by `writer`, beside the next build.
    static func build(_ options: SiteBuild.Options, into served: ServedSite, _ reload: LiveReload, _ writer: FolderWriter,
                      _ say: @escaping @Sendable (String) -> Void) async {
        var site = options
        // The pages open in a browser are made first and reload at once; the others when the build ends.
        site.shownPages = reload.shownPages
        site.preview = { pages in
            served.preview(pages)
            reload.preview(Set(pages.keys))
        }
        do {
            let s = try await SiteBuild.run(site, into: served)
            // Nothing changed (a file saved as it was): pages reload only if they showed an error.
            let wasFailing = reload.failure != nil
            if s.upToDate && !wasFailing {
                writer.write(served, reload, say, then: nil)
                return
            }
            reload.finished(failure: nil, loadedFilesChanged: served.loadedFilesChanged)
            // The pages reload from memory while the folder is written.
            writer.write(served, reload, say,
                         then: s.upToDate ? "up to date" : "built \(s.pages) pages (\(s.pages - s.pagesReused) rendered) in \(String(format: "%.2f", s.seconds)) s")
        } catch {
            served.abandon()
            writer.failed(error, reload, say)
        }
    }

    static func inputFolders(_ site: SiteBuild.Options) -> [String] {
        [site.scenarios, site.locales, site.templates] + (site.settings.staticFolder.map { [$0] } ?? [])
    }

    /// The files linked into the scenario and catalog folders, as their targets: they are read, so an
    /// edit of one must rebuild. Watched one by one (their folders could be anywhere, and large).
    static func linkedFiles(_ site: SiteBuild.Options) -> [String] {
        var files: [String] = []
        for dir in [site.scenarios, site.locales] {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted() {
                guard (try? FileManager.default.destinationOfSymbolicLink(atPath: dir + "/" + name)) != nil,
                      let real = realpath(dir + "/" + name, nil) else { continue }
                files.append(String(cString: real))
                free(real)
            }
        }
        return files
    }

    /// Rebuilds after each change the watcher reports (it waits for a burst of events to end), with the
    /// project file read again: a new title, language list or accent shows at once. A project file that
    /// no longer reads is shown like a failed build.
    static func rebuildOnChange(_ watcher: FileWatcher, _ first: SiteBuild.Options, _ o: Options, _ served: ServedSite, _ reload: LiveReload,
                                _ writer: FolderWriter) async {
        var site = first
        var changes = watcher.changes.makeAsyncIterator()
        while await changes.next() != nil {
            if let reread = o.reread {
                do {
                    var next = try reread()
                    next.output = first.output
                    next.log = first.log
                    next.memory = first.memory
                    if inputFolders(next) != inputFolders(first) {
                        o.say("the project file names other folders: restart lifeline serve to watch them")
                    }
                    site = next
                } catch {
                    writer.failed(error, reload, o.say)
                    continue
                }
            }
            await build(site, into: served, reload, writer, o.say)
        }
    }

    /// Returns when the process gets SIGINT or SIGTERM (which no longer end it by themselves).
    static func stopSignal() async {
        let (stream, continuation) = AsyncStream<Void>.makeStream()
        var sources: [any DispatchSourceSignal] = []
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { continuation.yield() }
            source.resume()
            sources.append(source)
        }
        var it = stream.makeAsyncIterator()
        _ = await it.next()
        for s in sources { s.cancel() }
    }

    static let temporaryPrefix = "lifeline-serve-"

    static func makeTemporaryFolder() throws -> String {
        removeAbandonedFolders()
        let path = NSTemporaryDirectory() + temporaryPrefix + "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A server ended by SIGKILL could not remove its folder: the next one removes the folders of
    /// servers no longer running — only the site each built (by its manifest), so a folder holding
    /// anything else stays.
    static func removeAbandonedFolders() {
        let temp = NSTemporaryDirectory()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temp)) ?? [] where name.hasPrefix(temporaryPrefix) {
            guard let pid = Int32(name.dropFirst(temporaryPrefix.count).prefix(while: \.isNumber)), pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            let folder = temp + name
            if DiskOutput.removeBuilt(folder + "/site") { rmdir(folder) }
        }
    }
}

/// Writes each served build into the output folder, one after another, on a queue of its own: the next
/// build starts at once instead of waiting for the folder. What serve prints goes through the same queue,
/// so a build's line comes after its folder is written and in the order of the builds. A folder that
/// cannot be written is shown like a failed build.
final class FolderWriter: Sendable {
    private let queue = DispatchQueue(label: "lifeline.serve.folder")

    func write(_ served: ServedSite, _ reload: LiveReload, _ say: @escaping @Sendable (String) -> Void, then line: String?) {
        queue.async {
            do {
                for warning in try served.writeToDisk() { say(warning.description) }
                if let line { say(line) }
            } catch {
                say(Self.report(error, reload))
            }
        }
    }

    /// A build that failed (or a project file that no longer reads): its messages shown in open pages at
    /// once, and printed after what is queued before them.
    func failed(_ error: any Error, _ reload: LiveReload, _ say: @escaping @Sendable (String) -> Void) {
        let line = Self.report(error, reload)
        queue.async { say(line) }
    }

    /// The failure told to open pages; the line to print.
    private static func report(_ error: any Error, _ reload: LiveReload) -> String {
        let message = ExitStatus.message(for: error)
        reload.finished(failure: message)
        return "build failed:\n" + message
    }

    /// Returns when everything queued is done.
    func wait() { queue.sync {} }
}
