import AutoLayout
import Typesetting

/// What the screen-level rules (`offscreen`, `under-system-ui`, `horizontal-overflow`) and the
/// text rules ask of a variant: which views show content, which scroll, what text a view
/// shows and in which font.
extension AuditSubject {
    /// The screen, in the root's coordinates.
    var screen: Rect { Rect(x: 0, y: 0, width: environment.size.width, height: environment.size.height) }

    /// Whether `id` lies inside a scroll view's content (a scroll view, or a text view that
    /// scrolls, above it): content there scrolls into view, so where it is laid out is not
    /// where a person must reach it.
    func scrolls(_ id: Int) -> Bool {
        var current = entries[id]?.parentID
        while let item = current {
            if let view = views[item], view is ScrollView || (view as? TextView)?.isScrollEnabled == true {
                return true
            }
            current = entries[item]?.parentID
        }
        return false
    }

    /// The views shown that carry content a person reads or uses: controls, and views that
    /// draw text, an image, a path or a switch; not zero-sized, not inside a scroll view's
    /// content. Plain fills (backgrounds, separators) are not content: a background may run
    /// under the bars and past the edges by design.
    func contentEntries(_ layers: PaintedLayers) -> [Layout.Entry] {
        var drawsContent = Set<Int>()
        for layer in layers.layers {
            switch layer.kind {
            case .fill, .border: continue
            case .picture, .toggle, .glyphs: drawsContent.insert(layer.itemID)
            }
        }
        let controls = Set(self.controls.map(\.entry.id))
        return layout.entries.filter { entry in
            !invisible.contains(entry.id) && entry.parentID != nil && !entry.frame.isEmptyArea
                && (drawsContent.contains(entry.id) || controls.contains(entry.id)) && !scrolls(entry.id)
        }
    }

    /// The text a view shows (a label's, a button's title, a field's text or placeholder, a
    /// text view's) and its font; nil for views without text or with none shown.
    func shownText(_ id: Int) -> (text: String, font: Font)? {
        let rtl = environment.direction == .rightToLeft
        let shown: (String, Font)?
        switch views[id] {
        case let label as Label: shown = (label.displayedText(rightToLeft: rtl), label.font)
        case let button as Button: shown = (button.displayedTitle(rightToLeft: rtl), button.titleFont)
        case let field as TextField: shown = (field.displayed(rightToLeft: rtl).text, field.font)
        case let textView as TextView:
            shown = (rtl ? (textView.rtlText ?? textView.text) : textView.text, textView.font)
        default: shown = nil
        }
        guard let shown, !shown.0.isEmpty else { return nil }
        return shown
    }

    /// "'Order history'": a view's text quoted for a finding, cut at 40 characters.
    func quoted(_ id: Int) -> String {
        guard let text = shownText(id)?.text else { return "'\(entries[id]?.name ?? "")'" }
        return "'\(text.count > 40 ? String(text.prefix(39)) + "…" : text)'"
    }
}

extension Font {
    /// Whether the size follows the content-size category: a text style, or a fixed size that
    /// adjusts through UIFontMetrics, not pinned to one category (SPEC §7, §10).
    var scalesWithContentSize: Bool { fixedCategory == nil && (textStyle != nil || adjustsForContentSize) }
}
