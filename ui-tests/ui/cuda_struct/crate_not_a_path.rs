use cuda_struct::cuda_struct;

// `crate = "..."` must be a path the generated code can start with: not two words, and no keyword
// segment except a leading `crate`/`self`/`super`. "enum" was once accepted and expanded to
// `enum::__private::...`, which rustc rejected far from the cause (found by fuzzing).
#[cuda_struct(crate = "cuda core")]
pub struct TwoWords {
    pub x: u32,
}

#[cuda_struct(crate = "enum")]
pub struct Keyword {
    pub x: u32,
}

#[cuda_struct(crate = "::self::cuda")]
pub struct SelfAfterLeadingColons {
    pub x: u32,
}

fn main() {}
