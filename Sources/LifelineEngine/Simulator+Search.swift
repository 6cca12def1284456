import LifelineModel

/// A search controller (UISearchController) that a controller makes in its viewDidLoad and keeps
/// (`search:` on the controller), and the three things a user does with its search field: tap it, type,
/// tap Cancel (`search: begin|type|cancel`), R3.search. Evidence, UIKitCore 26.1 (docs/evidence/fidelity-4.md):
/// `-[UISearchController viewDidLoad]` reads the results controller's view, then adds it as a child;
/// `_performAutomaticPresentationFromTextField:` sizes the search controller's view (loading it), tells the
/// delegate `willPresentSearchController`, presents itself (custom style: the presenter stays on screen) with
/// `didPresentSearchController` in the completion, then calls the results updater; `_dismissPresentation:`
/// tells `willDismissSearchController`, clears the text and dismisses, `didDismissSearchController` in the completion.
struct SearchState: Sendable, Equatable {
    var owner: Int
    var controller: Int
    var results: Int?
    var active = false
    /// The field holds text the user typed: Cancel clears it, which the results updater hears.
    var hasText = false
}

extension Simulator {
    /// In `owner`'s viewDidLoad: `UISearchController(searchResultsController: Results())` — the results
    /// controller is made first, as the argument, then the search controller, both in code.
    mutating func makeSearchController(for owner: Int) {
        guard let decl = scenario.controllers[objects[owner].name]?.search else { return }
        let results = decl.results.map { instantiate(.controller($0), origin: .code, rule: .search) }
        let s = instantiate(.controller(decl.name), origin: .code, rule: .search)
        searches.append(SearchState(owner: owner, controller: s, results: results))
    }

    /// In the search controller's viewDidLoad: it reads the results controller's view (loading it), adds it
    /// as a child (willMove), puts the view in its own and calls didMove.
    mutating func adoptSearchResults(_ s: Int) {
        guard let r = searches.first(where: { $0.controller == s })?.results, objects[r].parent == nil else { return }
        loadView(r, rule: .search)
        objects[s].custom.showing.insert(r)
        attach(r, to: s, .search)
        move(.did, r, to: s, .search)
    }

    /// The search controllers a released owner held go with it (their results controllers with them).
    func searchControllers(of owner: Int) -> [Int] {
        searches.filter { $0.owner == owner }.map(\.controller)
    }

    mutating func search(_ step: SearchStep, in ownerName: String?) throws(SimulationError) {
        let k = try searchIndex(ownerName, step)
        switch step {
        case .begin: beginSearch(k)
        case .type:
            searches[k].hasText = true
            tellSearch(k, \.updater, .updateSearchResults)
        case .cancel: endSearch(k)
        }
    }

    /// The search of `name` (nil: the active one, or the one of the controller in front), checked for `step`.
    func searchIndex(_ name: String?, _ step: SearchStep) throws(SimulationError) -> Int {
        let owner: Int
        if let name { owner = try lookup(name) } else if let a = searches.first(where: \.active) { owner = a.owner } else {
            owner = frontLeaf.guaranteed("a launched app has a controller in front")
        }
        let who = objects[owner].name
        guard let k = searches.firstIndex(where: { $0.owner == owner }) else {
            throw fail("\(who) has no search controller" + (scenario.controllers[who]?.search == nil ? "" : " yet: its view has not loaded"),
                       suggestion: "declare one: controllers: {\(who): {search: {results: \(who)Results}}}, and show \(who) first")
        }
        switch (step, searches[k].active) {
        case (.begin, true): throw fail("the search of \(who) is already active", suggestion: "type or cancel")
        case (.begin, false):
            guard objects[owner].state == .appeared, frontLeaf == owner else {
                throw fail("the search field of \(who) is not on screen", suggestion: "show \(who) first, with nothing presented above it")
            }
        case (_, false): throw fail("the search of \(who) is not active", suggestion: "begin it first with '- search: begin'")
        default: break
        }
        return k
    }

    /// A delegate or results-updater call: on the controller of that name when it is alive (a released one is a
    /// nil weak reference: nothing is called), else on the app object of that name.
    mutating func tellSearch(_ k: Int, _ role: KeyPath<SearchDecl, String?>, _ cb: Callback) {
        let s = searches[k].controller
        guard let d = scenario.controllers[objects[searches[k].owner].name]?.search?[keyPath: role] else { return }
        let args: [String: ArgValue] = ["searchController": .string(objects[s].name)]
        if let i = live[d] { emit(i, cb, args, .search) } else if !scenario.controllerNames.contains(d) { emitOther(d, .object, cb, args, .search) }
    }

    /// The user taps the search field.
    mutating func beginSearch(_ k: Int) {
        let s = searches[k].controller, owner = searches[k].owner
        // Its view is sized to the presenter's before anyone is told: the first time, that loads it.
        if !objects[s].state.hasLoadedView { loadView(s, rule: .search) }
        tellSearch(k, \.delegate, .willPresentSearch)
        let presenter = presenter(for: owner, style: .overFullScreen)
        objects[presenter].presented = s
        var link = PresentationLink(presenter: presenter, kind: .over, source: owner, delegate: nil)
        link.style = .overFullScreen
        objects[s].presentation = link
        searches[k].active = true
        // After present returns, on the same turn: the results updater, for the field that just became first responder.
        tellSearch(k, \.updater, .updateSearchResults)
        nextTurn()
        transition(leaving: [], arriving: shown([s]), .modal, animated: true, rule: .search, completesLater: true)
        tellSearch(k, \.delegate, .didPresentSearch)
    }

    /// The user taps Cancel: the text is cleared (the updater hears it when there was some) and the search controller goes.
    mutating func endSearch(_ k: Int) {
        let s = searches[k].controller
        tellSearch(k, \.delegate, .willDismissSearch)
        if searches[k].hasText { tellSearch(k, \.updater, .updateSearchResults) }
        let link = objects[s].presentation.guaranteed("an active search controller is presented")
        objects[link.presenter].presented = nil
        objects[s].presentation = nil
        searches[k].active = false
        searches[k].hasText = false
        nextTurn()
        transition(leaving: shown([s]), arriving: [], .modal, animated: true, rule: .search, completesLater: true)
        tellSearch(k, \.delegate, .didDismissSearch)
    }

    /// The search controller and its results controller belong to their search: no step names them. While a search
    /// controller is presented, only what leaves its presentation alone is modelled.
    func checkSearch(_ action: Action) throws(SimulationError) {
        guard !searches.isEmpty else { return }
        let named = action.controllerNames
        for s in searches {
            for i in [s.controller] + (s.results.map { [$0] } ?? []) where objects[i].alive && named.contains(objects[i].name) {
                throw fail("'\(objects[i].name)' belongs to the search controller of \(objects[s.owner].name): steps do not move it",
                           suggestion: "leave it to '- search: begin' and '- search: cancel'")
            }
        }
        guard let a = searches.first(where: \.active) else { return }
        switch action {
        case .search, .rotate, .memoryWarning, .wait, .background, .foreground, .terminate, .traitChange, .resize: return
        default:
            throw fail("'\(action.keyword)' while the search of \(objects[a.owner].name) is active is not modelled",
                       suggestion: "end the search first with '- search: cancel'")
        }
    }
}
