//! C names to Rust accessor names.

/// `srcXInBytes` → `src_x_in_bytes`, `WidthInBytes` → `width_in_bytes`, `hStream` → `h_stream`,
/// `dstLOD` → `dst_lod`, `reserved0` → `reserved0`.
pub fn snake_case(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::with_capacity(name.len() + 4);
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() {
            let prev = i.checked_sub(1).map(|j| chars[j]);
            let next = chars.get(i + 1).copied();
            let boundary = match prev {
                None | Some('_') => false,
                Some(p) if p.is_ascii_lowercase() || p.is_ascii_digit() => true,
                Some(p) if p.is_ascii_uppercase() => next.is_some_and(|n| n.is_ascii_lowercase()),
                Some(_) => false,
            };
            if boundary {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::snake_case;

    #[test]
    fn issue_examples() {
        for (c, rust) in [
            ("srcXInBytes", "src_x_in_bytes"),
            ("WidthInBytes", "width_in_bytes"),
            ("hStream", "h_stream"),
            ("gridDimX", "grid_dim_x"),
            ("numAttrs", "num_attrs"),
            ("dstLOD", "dst_lod"),
            ("reserved0", "reserved0"),
            ("pad", "pad"),
            ("Depth", "depth"),
            ("NumChannels", "num_channels"),
            ("already_snake", "already_snake"),
            ("sharedMemBytes", "shared_mem_bytes"),
            ("srcY", "src_y"),
            ("IPCHandle", "ipc_handle"),
        ] {
            assert_eq!(snake_case(c), rust, "{c}");
        }
    }
}
