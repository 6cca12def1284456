import Foundation
import LifelineModel
import LifelineOutput

/// What needs no strings, read while the catalogs load: the scenario files and the templates (a cold
/// build can start nothing else before its strings; these two were a third of that wait, one after the
/// other). Each step still says its own errors: a broken scenario file stops the build in "load scenarios",
/// a broken template in "load templates", and a broken catalog first, in "load strings".
struct EarlyInputs: Sendable {
    var scenarios: Result<[Scenario], any Error>
    var templates: Result<Templates, any Error>

    struct Templates: Sendable {
        let set: TemplateSet
        let assets: [(name: String, data: Data)]
        let staticFiles: [(path: String, data: Data)]
    }

    /// Both read at once; the templates kept by `serve` while their folders are the same (`key`).
    static func read(_ inputs: SiteInputs, memory: BuildMemory?, staticFolder: String?, templatesKey: [String?]) async -> EarlyInputs {
        async let scenarios = Result { try inputs.loadScenarios(memory: memory) }
        let make = { try Self.templates(inputs, staticFolder: staticFolder) }
        let read = Result { () throws -> Templates in try memory.map { try $0.value("templates", key: templatesKey, make) } ?? make() }
        return await EarlyInputs(scenarios: scenarios, templates: read)
    }

    static func templates(_ inputs: SiteInputs, staticFolder: String?) throws -> Templates {
        Templates(set: try TemplateSet(try inputs.templateFiles(), folder: inputs.templates),
                  assets: try inputs.assets(), staticFiles: try inputs.staticFiles(staticFolder))
    }
}
