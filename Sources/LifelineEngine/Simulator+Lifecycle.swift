import LifelineModel

/// Creation, view loading and release of controllers (R1, R7).
extension Simulator {
    // MARK: - Creation and release

    mutating func create(_ name: String, kind: ActorKind) -> Int {
        let n = (instanceCount[name] ?? 0) + 1
        instanceCount[name] = n
        objects.append(Obj(name: name, instance: n, kind: kind))
        let i = objects.count - 1
        live[name] = i
        aliveByName[name, default: []].append(i)
        actorKinds[name] = kind
        return i
    }

    /// Instantiates a controller tree (R1.init): a storyboard decodes parents first, code builds children first.
    mutating func instantiate(_ node: ControllerNode, origin: Origin, rule: RuleID) -> Int {
        func build(_ node: ControllerNode) -> Int {
            let kind: ActorKind
            switch node {
            case .controller: kind = .controller
            case .navigation: kind = .navigation
            case .tabs: kind = .tabBar
            case .split: kind = .split
            case .container: kind = .container
            case .pages: kind = .pageView
            }
            var idx: Int
            if origin == .storyboard {
                idx = create(node.name, kind: kind)
                emit(idx, .initCoder, [:], rule)
                emit(idx, .awakeFromNib, [:], rule)
                let kids = node.children.map(build)
                objects[idx].children = kids
            } else {
                let kids = node.children.map(build)
                idx = create(node.name, kind: kind)
                emit(idx, .initNib, [:], rule)
                objects[idx].children = kids
            }
            for k in objects[idx].children { objects[k].parent = idx }
            switch node {
            case .tabs(_, _, let selected): objects[idx].tabs.selected = selected
            case .split:
                objects[idx].split.primaryVisible = scenario.device == .ipad && orientation == .landscape
            case .container(_, let kids, let showing):
                objects[idx].custom.pending = objects[idx].children
                objects[idx].children = []
                let showNames = showing.isEmpty ? kids.map(\.name) : showing
                objects[idx].custom.showing = Set(objects[idx].custom.pending.filter { showNames.contains(objects[$0].name) })
            case .pages(_, _, let showing, let transition):
                objects[idx].pages = PageState(transition: transition, first: objects[idx].children.first { objects[$0].name == showing })
            default: break
            }
            return idx
        }
        let root = build(node)
        // UIKit containers adopt their children as soon as they are set up (R6).
        for i in allDescendants(root) where [.navigation, .tabBar, .split].contains(objects[i].kind) {
            for c in objects[i].children {
                adopt(c, by: i, .navigationChild)
            }
        }
        return root
    }

    /// Deallocates a controller and everything it holds, containers before their children (R7).
    mutating func release(_ i: Int) {
        var order: [Int] = []
        func walk(_ j: Int) {
            order.append(j)
            for c in objects[j].children { walk(c) }
            if let p = objects[j].presented { walk(p) }
            for s in searchControllers(of: j) { walk(s) }
        }
        walk(i)
        for j in order where objects[j].alive {
            emit(j, .deinit, [:], .release)
            objects[j].alive = false
            let name = objects[j].name
            aliveByName[name]?.removeAll { $0 == j }
            // An older instance of the same name may still be alive (the segue-back mistake).
            live[name] = aliveByName[name]?.last
            if aliveByName[name]?.isEmpty == true { aliveByName[name] = nil }
        }
    }

    /// Live controllers in order of creation.
    var aliveIndices: [Int] { aliveByName.values.joined().sorted() }

    // MARK: - Views and appearance

    func rootViewName(_ i: Int) -> String? {
        scenario.tracedControllers.contains(objects[i].name) ? objects[i].name + "View" : nil
    }

    /// Loads the views of the controllers that are about to be shown, parents first (R1.load,
    /// R5.load-first), and returns them. Loading can change what a container shows (a custom
    /// container adds its children in viewDidLoad), so the tree is walked as it loads.
    mutating func loadShown(_ roots: [Int], rule: RuleID) -> [Int] {
        var out: [Int] = []
        func walk(_ i: Int, _ sim: inout Simulator) {
            let loading = !sim.objects[i].state.hasLoadedView
            if loading { sim.loadView(i, rule: rule) }
            out.append(i)
            // A page view controller's viewDidLoad has already shown its first page (R9.page-first).
            if loading && sim.objects[i].kind == .pageView { return }
            for c in sim.visibleChildren(i) { walk(c, &sim) }
        }
        for r in roots { walk(r, &self) }
        return out
    }

    mutating func loadView(_ i: Int, rule: RuleID) {
        emit(i, .loadView, [:], rule)
        for name in scenario.controllers[objects[i].name]?.embeds ?? [] { embed(name, in: i) }
        emit(i, .viewDidLoad, [:], rule)
        adoptSearchResults(i)
        objects[i].propertiesUpdated = false
        if let root = rootViewName(i) {
            views[root] = views[root] ?? ViewRecord(superview: nil, owner: i)
            for sub in scenario.controllers[objects[i].name]?.subviews ?? [] where views[sub]?.superview == nil {
                addView(sub, to: root, owner: i, inWindow: false)
            }
        }
        // A custom container adds its children in viewDidLoad, as Apple's listing does: addChild (the
        // child's willMove), then, for a child it shows, view.addSubview(child.view) — reading `view`
        // loads the child — then the child's didMove (R6.addChild). A child it does not show yet is
        // adopted without touching its view.
        let pending = objects[i].custom.pending
        objects[i].custom.pending = []
        for c in pending {
            objects[i].children.append(c)
            move(.will, c, to: i, .addChild)
            if objects[i].custom.showing.contains(c), !objects[c].state.hasLoadedView { loadView(c, rule: .addChild) }
            move(.did, c, to: i, .addChild)
        }
        if objects[i].kind == .pageView { showFirstPage(i) }
        makeSearchController(for: i)
    }

    /// A storyboard embed segue, performed while the parent's view loads, after loadView and before
    /// viewDidLoad (R5.embed): the parent is asked, the child is created, the parent's prepare(for:sender:) runs, then the
    /// segue reads the child's view — loading it — before addChild (willMove), adds it to the container
    /// view and calls didMove. The child is then a shown child of the parent.
    /// Like every storyboard segue, it first asks the parent's shouldPerformSegue(withIdentifier:sender:)
    /// (the identifier here is the child's name); a refused one leaves the container view empty.
    mutating func embed(_ name: String, in parent: Int) {
        if scenario.profile.hasShouldPerformSegue {
            emit(parent, .shouldPerformSegue, ["identifier": .string(name)], .embed)
        }
        if scenario.controllers[objects[parent].name]?.refusedEmbeds.contains(name) == true { return }
        let c = instantiate(.controller(name), origin: .storyboard, rule: .embed)
        emit(parent, .prepareForSegue, ["identifier": .string(name), "destination": .string(name)], .embed)
        loadView(c, rule: .embed)
        objects[parent].custom.showing.insert(c)
        attach(c, to: parent, .embed)
        move(.did, c, to: parent, .embed)
    }
}
