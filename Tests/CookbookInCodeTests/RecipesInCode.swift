/// The cookbook's 25 recipes and 3 fixed states as UIKit code, in the default suite's order.
enum RecipesInCode {
    static let all: [RecipeInCode] = [
        RecipeInCode("simple-stack-view") { SimpleStackViewController(language: $0) },
        RecipeInCode("nested-stack-views") { NestedStackViewsController(language: $0) },
        RecipeInCode("dynamic-stack-view") {
            DynamicStackViewController(language: $0, entries: DynamicStackViewController.threeEntries)
        },
        RecipeInCode("dynamic-stack-view-initial-state") { DynamicStackViewController(language: $0, entries: []) },
        RecipeInCode("simple-single-view") { SimpleSingleViewController(language: $0) },
        RecipeInCode("adaptive-single-view") { AdaptiveSingleViewController(language: $0) },
        RecipeInCode("two-equal-width-views") { TwoEqualWidthViewsController(language: $0) },
        RecipeInCode("two-views-with-different-widths") { TwoViewsWithDifferentWidthsController(language: $0) },
        RecipeInCode("two-views-with-complex-widths") { TwoViewsWithComplexWidthsController(language: $0) },
        RecipeInCode("simple-label-and-text-field") { SimpleLabelAndTextFieldController(language: $0) },
        RecipeInCode("label-and-text-field-with-dynamic-height") {
            LabelAndTextFieldWithDynamicHeightController(language: $0)
        },
        // The 36-point state as the sample reaches it: shown at 17 points, then its timer fires.
        RecipeInCode(
            "label-and-text-field-with-dynamic-height-36-pt",
            afterShowing: { ($0 as? LabelAndTextFieldWithDynamicHeightController)?.toggleFont() }
        ) { LabelAndTextFieldWithDynamicHeightController(language: $0) },
        RecipeInCode("fixed-height-aligned-columns") { FixedHeightAlignedColumnsController(language: $0) },
        RecipeInCode("dynamic-height-aligned-columns") { DynamicHeightAlignedColumnsController(language: $0) },
        RecipeInCode(
            "dynamic-height-aligned-columns-36-pt",
            afterShowing: { ($0 as? DynamicHeightAlignedColumnsController)?.toggleFont() }
        ) { DynamicHeightAlignedColumnsController(language: $0) },
        RecipeInCode("two-equal-width-buttons") { TwoEqualWidthButtonsController(language: $0) },
        RecipeInCode("three-equal-width-buttons") { ThreeEqualWidthButtonsController(language: $0) },
        RecipeInCode("defining-equal-sized-white-spaces") { DefiningEqualSizedWhiteSpacesController(language: $0) },
        RecipeInCode("buttons-and-size-classes") { ButtonsAndSizeClassesController(language: $0) },
        RecipeInCode("grouping-views") { GroupingViewsController(language: $0) },
        RecipeInCode("image-views-and-aspect-fit-mode") { ImageViewsAndAspectFitModeController(language: $0) },
        RecipeInCode("image-views-and-aspect-ratio-constraints") {
            ImageViewsAndAspectRatioConstraintsController(language: $0)
        },
        RecipeInCode("dynamic-text-and-readability") { DynamicTextAndReadabilityController(language: $0) },
        RecipeInCode("self-sizing-table-view-cells") { SelfSizingTableViewCellsController(language: $0) },
        RecipeInCode("working-with-scroll-views") { WorkingWithScrollViewsController(language: $0) },
        RecipeInCode("size-class-specific-layouts") { SizeClassSpecificLayoutsController(language: $0) },
        RecipeInCode("animating-dynamic-changes") { AnimatingDynamicChangesController(language: $0) },
        RecipeInCode("uikit-dynamics-and-auto-layout") { UIKitDynamicsAndAutoLayoutController(language: $0) },
    ]
}
