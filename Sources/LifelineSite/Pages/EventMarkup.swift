/// The two pieces of a scenario page that repeat once per trace event — the trace table's rows and
/// each step's list of callbacks — written here rather than by Mustache: a long scenario has
/// thousands of them, and a template pays a dynamic context lookup for every field of every row.
/// The markup is what the template would make, escaped exactly as Mustache escapes (`& < > " '`).
enum EventMarkup {
    static func rows(_ rows: [ScenarioPage.Row]) -> String {
        var out = ""
        out.reserveCapacity(rows.count * 260)
        for r in rows {
            let seq = String(r.seq)
            out += "<tr id=\"e\(seq)\"><td><a href=\"#e\(seq)\">\(seq)</a></td><td>\(r.turn + 1)</td><td>"
            escape(r.actor, into: &out)
            out += "</td><td><a href=\""
            escape(r.href, into: &out)
            out += "\"><code>"
            escape(r.callback, into: &out)
            out += "</code></a></td><td>"
            if r.hasArgs { out += "<code>"; escape(r.args, into: &out); out += "</code>" }
            out += "</td><td>"
            escape(r.state, into: &out)
            out += "</td><td><a href=\"#rule-"
            escape(r.rule, into: &out)
            out += "\">"
            escape(r.rule, into: &out)
            out += "</a></td></tr>\n"
        }
        return out
    }

    static func calls(_ calls: [ScenarioPage.Call]) -> String {
        var out = ""
        for c in calls {
            out += "<li><span class=\"who\">"
            escape(c.who, into: &out)
            out += "</span> <code>"
            escape(c.call, into: &out)
            out += "</code></li>\n"
        }
        return out
    }

    /// Escaped as Mustache's `{{name}}` escapes (`SiteText.escape(_:apostrophe:)`, the same five characters).
    static func escape(_ s: String, into out: inout String) { out += SiteText.escape(s, apostrophe: true) }
}
