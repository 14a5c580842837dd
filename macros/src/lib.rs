//! `#[derive(ReadObject)]`: the reader of a request object, generated from its struct;
//! `#[derive(ReadName)]`, the reader of a name enum (below); and `#[hot]`, a function
//! compiled for speed in the `.wasm` (below).
//!
//! serde's derive compiles, for every struct, a reader of its keys (a visitor matching each
//! field's name), a reader of each `deserialize_with` field (a wrapper type per field), and
//! a loop over the entries written out for that struct. The reader generated here keeps
//! only what is the struct's own: a slot per field, and one line per field that reads its
//! value as its type. The rest is shared by every object (`cogitator::json::object_reader`):
//! the key looked up in the struct's table of names, the unknown and repeated keys refused,
//! and `nullable` fields read through one generic wrapper per field type.
//!
//! It reads the same `#[serde(...)]` attributes the struct already carries for serde's
//! derive and the TypeScript types, and refuses any it does not reproduce, so a struct
//! cannot silently read differently:
//! - on the struct: `rename_all = "camelCase" | "lowercase"`, `deny_unknown_fields`,
//!   `expecting = "..."`, and `remote = "Self"` (serde's own derive, kept beside it);
//! - on a field: `rename = "..."`, `default`, `default = "path"`, `deserialize_with =
//!   "path"`, `skip` and `skip_deserializing`; the writing attributes (`skip_serializing_if`,
//!   `serialize_with`) are left to serde.
//!
//! What it reads, and every error, is what serde's derive reads and says for the same
//! struct handed an object (`cogitator::json::ObjectOnly`): the messages, the order of
//! the checks, and the place in the text of each error (`tests/object_readers.rs`
//! compares the two over mutations of every object a request carries).

use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as Tokens};
use quote::{format_ident, quote};
use syn::{parse_macro_input, Data, DeriveInput, Error, Fields, LitStr, Type};

/// `#[hot]`: a function the engine spends its time in when it analyses an attack or
/// resolves one (the trial loops, damage, soak, wounds and criticals, the dice, reading the
/// request's objects, writing the outcome's tape). The engine is compiled for size
/// (opt-level "z"); in the `.wasm` these functions are compiled for speed instead. The
/// attribute becomes `#[cfg_attr(cogitator_speed, optimize(speed))]`: `scripts/build.sh`
/// sets `cogitator_speed` for its two wasm builds, where the crate turns on the toolchain's
/// unstable `optimize_attribute` (allowed there as `-Zbuild-std` is); elsewhere (native
/// builds and tests) it does nothing. docs/speed.md, "The hot functions compiled for speed".
#[proc_macro_attribute]
pub fn hot(attr: TokenStream, item: TokenStream) -> TokenStream {
    if !attr.is_empty() {
        return Error::new(Span::call_site(), "#[hot] takes no arguments").into_compile_error().into();
    }
    let item = Tokens::from(item);
    let speed = for_speed();
    quote! { #speed #item }.into()
}

/// What `#[hot]` puts on a function, also put on every generated object reader's loop.
fn for_speed() -> Tokens {
    quote! { #[cfg_attr(cogitator_speed, optimize(speed))] }
}

#[proc_macro_derive(ReadObject, attributes(serde))]
pub fn read_object(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand(&input).unwrap_or_else(Error::into_compile_error).into()
}

/// How a field's value is read.
enum Read {
    /// As its own type.
    Plain,
    /// Through `json::nullable` (`null` is the default): the shared `Nullable<T>`.
    Nullable,
    /// Through another function `fn(D) -> Result<T, D::Error>`.
    With(syn::ExprPath),
}

/// What a field takes when its key is absent.
enum Missing {
    /// `Default::default()` (`#[serde(default)]`, or an `Option` read as itself).
    Default,
    /// The function named by `#[serde(default = "path")]`.
    Path(syn::ExprPath),
    /// serde's `missing field` error.
    Required,
}

struct Field {
    ident: syn::Ident,
    ty: Type,
    name: String,
    read: Read,
    missing: Missing,
    skipped: bool,
}

fn expand(input: &DeriveInput) -> syn::Result<Tokens> {
    if !input.generics.params.is_empty() {
        return Err(Error::new_spanned(&input.generics, "ReadObject: a request object has no generic parameters"));
    }
    let Data::Struct(data) = &input.data else {
        return Err(Error::new_spanned(&input.ident, "ReadObject: only a struct is read as an object"));
    };
    let Fields::Named(named) = &data.fields else {
        return Err(Error::new_spanned(&input.ident, "ReadObject: only a struct with named fields"));
    };

    let Container { rename_all, deny_unknown, expecting, remote_self } = container(input, true)?;

    let fields =
        named.named.iter().map(|f| field(f, rename_all.as_deref(), &input.ident)).collect::<syn::Result<Vec<_>>>()?;
    if fields.iter().filter(|f| !f.skipped).count() > 64 {
        return Err(Error::new_spanned(&input.ident, "ReadObject: at most 64 fields read"));
    }

    let ty = &input.ident;
    let expecting = expecting.unwrap_or_else(|| format!("struct {ty}"));
    let read_fields: Vec<&Field> = fields.iter().filter(|f| !f.skipped).collect();
    let names: Vec<&str> = read_fields.iter().map(|f| f.name.as_str()).collect();
    let slot = |f: &Field| format_ident!("__slot_{}", f.ident.to_string().trim_start_matches("r#"));

    let slots = read_fields.iter().map(|f| {
        let (s, t) = (slot(f), &f.ty);
        quote! { let mut #s: ::core::option::Option<#t> = ::core::option::Option::None; }
    });
    let mut wrappers = Vec::new();
    let arms = read_fields.iter().enumerate().map(|(i, f)| {
        let (s, t) = (slot(f), &f.ty);
        let value = match &f.read {
            Read::Plain => quote! { __m.next_value::<#t>()? },
            Read::Nullable => quote! { __m.next_value::<crate::json::object_reader::Nullable<#t>>()?.0 },
            Read::With(path) => {
                let w = format_ident!("__With{}", i);
                wrappers.push(quote! {
                    struct #w(#t);
                    impl<'de> ::serde::Deserialize<'de> for #w {
                        fn deserialize<__D: ::serde::Deserializer<'de>>(__d: __D) -> ::core::result::Result<Self, __D::Error> {
                            #path(__d).map(#w)
                        }
                    }
                });
                quote! { __m.next_value::<#w>()?.0 }
            }
        };
        quote! { #i => #s = ::core::option::Option::Some(#value), }
    });
    let arms: Vec<Tokens> = arms.collect();
    let build = fields.iter().map(|f| {
        let id = &f.ident;
        if f.skipped {
            return quote! { #id: ::core::default::Default::default() };
        }
        let s = slot(f);
        let name = &f.name;
        match &f.missing {
            Missing::Default => quote! { #id: #s.unwrap_or_default() },
            Missing::Path(p) => quote! { #id: #s.unwrap_or_else(#p) },
            Missing::Required => quote! { #id: crate::json::flat_tagged::need(#s, #name)? },
        }
    });
    let oracle = oracle(ty, remote_self, quote! { crate::json::ObjectOnly });
    let span = Span::call_site();
    let deny = syn::LitBool::new(deny_unknown, span);
    let speed = for_speed();

    Ok(quote! {
        impl<'de> ::serde::Deserialize<'de> for #ty {
            fn deserialize<__D: ::serde::Deserializer<'de>>(__d: __D) -> ::core::result::Result<Self, __D::Error> {
                #oracle
                struct __Object;
                impl<'de> ::serde::de::Visitor<'de> for __Object {
                    type Value = #ty;
                    fn expecting(&self, __f: &mut ::core::fmt::Formatter) -> ::core::fmt::Result {
                        __f.write_str(#expecting)
                    }
                    // Compiled for speed in the `.wasm` (`#[hot]`): every request is read here.
                    #speed
                    fn visit_map<__M: ::serde::de::MapAccess<'de>>(self, mut __m: __M) -> ::core::result::Result<#ty, __M::Error> {
                        const __FIELDS: crate::json::object_reader::Fields =
                            crate::json::object_reader::Fields { names: &[#(#names),*], deny_unknown: #deny };
                        #(#wrappers)*
                        #(#slots)*
                        let mut __given = 0u64;
                        while let ::core::option::Option::Some(__i) =
                            crate::json::object_reader::next_field(&mut __m, &__FIELDS, &mut __given)?
                        {
                            match __i {
                                #(#arms)*
                                _ => {}
                            }
                        }
                        ::core::result::Result::Ok(#ty { #(#build),* })
                    }
                }
                __d.deserialize_map(__Object)
            }
        }
    })
}

/// One field as its reader reads it: its name in the request (serde's `rename_all` or its
/// own `rename`), how its value is read, and what it takes when absent.
fn field(f: &syn::Field, rename_all: Option<&str>, ty: &syn::Ident) -> syn::Result<Field> {
    let ident = f.ident.clone().ok_or_else(|| Error::new_spanned(f, "a named field"))?;
    let plain = ident.to_string().trim_start_matches("r#").to_string();
    let mut name = match rename_all {
        None | Some("lowercase") => plain.clone(),
        Some("camelCase") => camel_case(&plain),
        Some(other) => {
            return Err(Error::new_spanned(ty, format!("ReadObject: rename_all = \"{other}\" is not reproduced")))
        }
    };
    let (mut read, mut missing, mut skipped) = (Read::Plain, None, false);
    for attr in f.attrs.iter().filter(|a| a.path().is_ident("serde")) {
        attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("rename") {
                name = meta.value()?.parse::<LitStr>()?.value();
            } else if meta.path.is_ident("default") {
                if meta.input.peek(syn::Token![=]) {
                    missing = Some(Missing::Path(meta.value()?.parse::<LitStr>()?.parse()?));
                } else {
                    missing = Some(Missing::Default);
                }
            } else if meta.path.is_ident("deserialize_with") {
                let path: syn::ExprPath = meta.value()?.parse::<LitStr>()?.parse()?;
                let last = path.path.segments.last().map(|s| s.ident.to_string());
                read = if last.as_deref() == Some("nullable") { Read::Nullable } else { Read::With(path) };
            } else if meta.path.is_ident("skip") || meta.path.is_ident("skip_deserializing") {
                skipped = true;
            } else if meta.path.is_ident("skip_serializing_if") || meta.path.is_ident("serialize_with") {
                meta.value()?.parse::<LitStr>()?;
            } else if meta.path.is_ident("skip_serializing") {
            } else {
                return Err(meta.error("ReadObject does not reproduce this serde attribute on a field"));
            }
            Ok(())
        })?;
    }
    // As serde's derive: without a default, an absent `Option` read as itself is
    // `None`; one read through a function, like any other type, is required.
    let missing = match missing {
        Some(m) => m,
        None if matches!(read, Read::Plain) && is_option(&f.ty) => Missing::Default,
        None => Missing::Required,
    };
    Ok(Field { ident, ty: f.ty.clone(), name, read, missing, skipped })
}

/// `#[derive(ReadName)]`: the reader of a name enum (unit variants, read from a string
/// such as `"standard"`), generated from the enum: the string looked up in the enum's
/// table of names (`cogitator::json::object_reader::name_index`, one reader shared by
/// every name enum) and the variant at that place. serde's derive compiles, for each name
/// enum, a visitor of its variant names and the enum access around it.
///
/// On the enum: `rename_all = "camelCase" | "lowercase"` and `remote = "Self"` (serde's
/// own derive, kept beside it as the tests' oracle); nothing on a variant.
#[proc_macro_derive(ReadName, attributes(serde))]
pub fn read_name(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand_name(&input).unwrap_or_else(Error::into_compile_error).into()
}

fn expand_name(input: &DeriveInput) -> syn::Result<Tokens> {
    let Data::Enum(data) = &input.data else {
        return Err(Error::new_spanned(&input.ident, "ReadName: only an enum of names"));
    };
    if !input.generics.params.is_empty() {
        return Err(Error::new_spanned(&input.generics, "ReadName: a name enum has no generic parameters"));
    }
    let Container { rename_all, remote_self, .. } = container(input, false)?;
    let mut variants = Vec::new();
    let mut names = Vec::new();
    for v in &data.variants {
        if !matches!(v.fields, Fields::Unit) {
            return Err(Error::new_spanned(v, "ReadName: only unit variants (names)"));
        }
        if let Some(a) = v.attrs.iter().find(|a| a.path().is_ident("serde")) {
            return Err(Error::new_spanned(a, "ReadName does not reproduce serde attributes on a variant"));
        }
        let plain = v.ident.to_string();
        names.push(match rename_all.as_deref() {
            None => plain,
            // serde's camelCase of a variant: its first letter lowercased.
            Some("camelCase") => {
                let mut c = plain.chars();
                c.next().map(|f| f.to_lowercase().chain(c).collect()).unwrap_or_default()
            }
            Some("lowercase") => plain.to_ascii_lowercase(),
            Some(other) => {
                return Err(Error::new_spanned(
                    &input.ident,
                    format!("ReadName: rename_all = \"{other}\" is not reproduced"),
                ))
            }
        });
        variants.push(v.ident.clone());
    }
    let ty = &input.ident;
    let expecting = format!("enum {ty}");
    let oracle = oracle(ty, remote_self, quote! { crate::json::NameOnly });
    let places = 0..variants.len();
    Ok(quote! {
        impl<'de> ::serde::Deserialize<'de> for #ty {
            fn deserialize<__D: ::serde::Deserializer<'de>>(__d: __D) -> ::core::result::Result<Self, __D::Error> {
                #oracle
                const __NAMES: crate::json::object_reader::Names =
                    crate::json::object_reader::Names { names: &[#(#names),*], expecting: #expecting };
                match crate::json::object_reader::name_index(__d, &__NAMES)? {
                    #(#places => ::core::result::Result::Ok(#ty::#variants),)*
                    _ => ::core::result::Result::Err(<__D::Error as ::serde::de::Error>::unknown_variant("", __NAMES.names)),
                }
            }
        }
    })
}

/// Debug builds only (the tests): serde's derive, kept beside the reader by `remote =
/// "Self"`, reads instead while `json::object_reader::with_derived` runs (handed the
/// deserializer through `one_form`), so a test can read one request both ways
/// (`tests/object_readers.rs`). Nothing without `remote = "Self"`.
fn oracle(ty: &syn::Ident, remote_self: bool, one_form: Tokens) -> Tokens {
    if !remote_self {
        return quote! {};
    }
    let name = ty.to_string();
    quote! {
        #[cfg(debug_assertions)]
        if crate::json::object_reader::derived(#name) {
            return #ty::deserialize(#one_form(__d));
        }
    }
}

/// The `#[serde(...)]` attributes of a struct or a name enum that the readers reproduce.
struct Container {
    rename_all: Option<String>,
    deny_unknown: bool,
    expecting: Option<String>,
    /// `remote = "Self"`: serde's derive is kept beside the reader (the tests' oracle).
    remote_self: bool,
}

/// Reads the container's attributes: `rename_all` and `remote` on either, and on a struct
/// (`object`) `deny_unknown_fields` and `expecting` too; any other is refused.
fn container(input: &DeriveInput, object: bool) -> syn::Result<Container> {
    let mut c = Container { rename_all: None, deny_unknown: false, expecting: None, remote_self: false };
    for attr in input.attrs.iter().filter(|a| a.path().is_ident("serde")) {
        attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("rename_all") {
                c.rename_all = Some(meta.value()?.parse::<LitStr>()?.value());
            } else if meta.path.is_ident("remote") {
                c.remote_self = meta.value()?.parse::<LitStr>()?.value() == "Self";
            } else if object && meta.path.is_ident("deny_unknown_fields") {
                c.deny_unknown = true;
            } else if object && meta.path.is_ident("expecting") {
                c.expecting = Some(meta.value()?.parse::<LitStr>()?.value());
            } else {
                let what = if object { "ReadObject on a struct" } else { "ReadName on an enum" };
                return Err(meta.error(format!("{what} does not reproduce this serde attribute")));
            }
            Ok(())
        })?;
    }
    Ok(c)
}

/// serde's `rename_all = "camelCase"` of a snake_case field name.
fn camel_case(field: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in field.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether a field's type is written `Option<...>` (serde's derive decides the same way
/// what an absent field without a default is).
fn is_option(ty: &Type) -> bool {
    match ty {
        Type::Path(p) => p.qself.is_none() && p.path.segments.last().is_some_and(|s| s.ident == "Option"),
        _ => false,
    }
}
