// The page-context types a build turns into dictionaries thousands of times (counted on the shipped
// site: 13,848 `Link`s, 7,776 exercise items, 3,488 occurrences…) list their fields here instead of
// going through Mirror, which cost a tenth of a page build. The names must be the fields' names:
// `ContextFieldsTests` holds each list to Mirror's.

extension Frame: ContextFields {
    var contextFields: [String: Any] {
        ["lang": lang, "root": root, "ui": ContextTree.Ready(value: ui.tree), "value": ContextTree.Ready(value: value.tree),
         "pageTitle": pageTitle, "home": home ?? Absent(), "hasNav": hasNav, "nav": nav, "switcher": switcher,
         "alternates": alternates, "brand": brand, "logo": logo ?? Absent(), "accent": accent ?? Absent(),
         "canonical": canonical ?? Absent(), "base": base ?? Absent()]
    }
}

extension Link: ContextFields {
    var contextFields: [String: Any] { ["href": href, "label": label] }
}

extension LanguageLink: ContextFields {
    var contextFields: [String: Any] { ["code": code, "name": name, "href": href, "current": current] }
}

extension Alternate: ContextFields {
    var contextFields: [String: Any] { ["code": code, "href": href] }
}

extension PageLink: ContextFields {
    var contextFields: [String: Any] { ["href": href, "title": title] }
}

extension ScenarioPage.Rule: ContextFields {
    var contextFields: [String: Any] {
        ["id": id, "text": text, "confidence": confidence, "sources": sources, "disputed": disputed ?? Absent()]
    }
}

extension ScenarioPage.VersionStep: ContextFields {
    var contextFields: [String: Any] { ["heading": heading, "lines": lines] }
}

extension ScenarioPage.VersionLine: ContextFields {
    var contextFields: [String: Any] { ["only": only, "who": who, "call": call, "side": side] }
}

extension CallbacksPage.Item: ContextFields {
    var contextFields: [String: Any] { ["name": name, "href": href, "count": count, "unused": unused] }
}

extension CallbackPage.Occurrence: ContextFields {
    var contextFields: [String: Any] { ["title": title, "href": href, "count": count, "steps": steps] }
}

extension Exercise.Item: ContextFields {
    var contextFields: [String: Any] { ["key": key, "who": who, "call": call, "rule": rule] }
}
