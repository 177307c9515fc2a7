//! Types declared inside a function: field and element types may name items of the function's body.

#[test]
fn types_declared_inside_functions_work() {
    use cuda_struct::{cuda_enum, cuda_struct};

    #[cuda_enum(flags)]
    pub enum LocalFlags {
        LOCAL_A = 1,
        LOCAL_B = 2,
    }

    #[cuda_struct(size = 8)]
    pub struct LocalItem {
        pub id: u32,
        pub flags: LocalFlags,
    }

    #[cuda_struct(size = 8)]
    pub union LocalValue {
        pub item: LocalItem,
        pub word: u64,
    }

    #[cuda_struct(send, sync, size = 24, align = 8)]
    pub struct LocalList<'a> {
        #[cuda(slice(len = n))]
        pub items: *const LocalItem,
        pub n: u32,
        #[cuda(reserved)]
        pad: u32,
        pub value: LocalValue,
    }

    let items = [
        LocalItem::new()
            .with_id(7)
            .with_flags(LocalFlags::LOCAL_A | LocalFlags::LOCAL_B),
        LocalItem::new().with_id(9),
    ];
    let mut list = LocalList::new().with_items(&items).unwrap();
    list.value_mut().set_item(items[0]);
    assert_eq!(list.n(), 2);
    assert_eq!(list.items()[0].id(), 7);
    assert!(list.items()[0].flags().contains(LocalFlags::LOCAL_B));
    assert_eq!(list.value().item().id(), 7);
    assert_eq!(list.value().word() & 0xffff_ffff, 7);
    fn send_and_sync<T: Send + Sync>(_: &T) {}
    send_and_sync(&list);
}
