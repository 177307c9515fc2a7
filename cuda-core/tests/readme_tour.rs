//! The crate README's tour of the macros is the crate docs' `tour` page, word for word.

#[test]
fn the_readme_holds_the_tour_of_the_crate_docs() {
    let readme = include_str!("../README.md");
    let tour = include_str!("../src/tour.md");
    assert!(
        readme.contains(tour),
        "cuda-core/README.md's \"The macros, by example\" differs from src/tour.md"
    );
}
