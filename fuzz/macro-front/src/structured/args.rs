//! The macros' own arguments, the tokens inside `#[cuda_struct(...)]` and its siblings.

use arbitrary::Arbitrary;

use super::names::{Name, Num};

#[derive(Arbitrary, Debug)]
pub(super) enum Arg {
    Size(Num),
    Align(Num),
    Crate(Name),
    CratePath(Vec<Name>),
    CrateNotStr(Name),
    Send,
    Sync,
    Key(Name),
    KeyValue(Name, Num),
    Nested(Name, Vec<Name>),
    Bare(Num),
    Punct(u8),
}

const PUNCTS: &[&str] = &[
    "=", ",", ",,", "::", "(", ")", "#", "!", ";", "=>", "'", "@", "..", "&",
];

impl Arg {
    pub(super) fn text(&self) -> String {
        match self {
            Arg::Size(n) => format!("size = {}", n.text()),
            Arg::Align(n) => format!("align = {}", n.text()),
            Arg::Crate(n) => format!("crate = {:?}", n.text()),
            Arg::CratePath(p) => {
                let p: Vec<String> = p.iter().map(Name::text).collect();
                format!("crate = {:?}", format!("::{}", p.join("::")))
            }
            Arg::CrateNotStr(n) => format!("crate = {}", n.text()),
            Arg::Send => "send".into(),
            Arg::Sync => "sync".into(),
            Arg::Key(n) => n.text(),
            Arg::KeyValue(k, v) => format!("{} = {}", k.text(), v.text()),
            Arg::Nested(k, v) => {
                let v: Vec<String> = v.iter().map(Name::text).collect();
                format!("{}({})", k.text(), v.join(", "))
            }
            Arg::Bare(n) => n.text(),
            Arg::Punct(p) => PUNCTS[usize::from(*p) % PUNCTS.len()].into(),
        }
    }
}
