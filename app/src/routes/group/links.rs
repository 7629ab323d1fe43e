//! The group's links on its people and links page: each with a copy button and
//! its QR code for the phone across the table, and a new one made only after a
//! confirmation saying the old one stops working.

use crate::components::CopyLink;
use crate::i18n::use_i18n;
use crate::qr::QrImage;
use leptos::prelude::*;

/// The group's links and name (`read_token`: `None` for a group made before
/// read links were kept).
#[component]
pub(super) fn LinkForms(
    name: String,
    read_token: Option<String>,
    max_group_name: usize,
    token: String,
) -> impl IntoView {
    let i18n = use_i18n();
    let m = &i18n.t().manage;
    let origin = crate::request::request_origin();
    let read_link = match &read_token {
        Some(read) => view! {
            <LinkField id="read-link" link=format!("{origin}{}", crate::bridge::route::for_group(crate::bridge::route::GROUP, read)) hint="read-link-hint" qr_label=m.read_qr_label />
        }
        .into_any(),
        None => view! { <p class="hint" data-testid="no-read-link">{m.no_read_link}</p> }.into_any(),
    };
    let manage =
        crate::bridge::route::fill(crate::bridge::route::GROUP_MANAGE, &[("token", &token)]);
    let ask = |link: &'static str| format!("{manage}?new_link={link}#confirm");
    view! {
        <section class="panel" aria-labelledby="links-heading">
            <h2 id="links-heading">{m.links_heading}</h2>
            <h3><label for="write-link">{m.write_link}</label></h3>
            <LinkField id="write-link" link=format!("{origin}{}", crate::bridge::route::for_group(crate::bridge::route::GROUP, &token)) hint="write-link-hint" qr_label=m.write_qr_label />
            <p class="hint" id="write-link-hint">{m.write_link_hint}</p>
            <a class="button" href=ask("write") data-testid="rotate-write">{m.new_write_link}</a>
            <h3><label for="read-link">{m.read_link}</label></h3>
            {read_link}
            <p class="hint" id="read-link-hint">{m.read_link_hint}</p>
            <a class="button" href=ask("read") data-testid="rotate-read">{m.new_read_link}</a>
            <h3>{m.group_name}</h3>
            <form class="inline-form" method="post" action=crate::bridge::route::fill(crate::bridge::route::RENAME_GROUP, &[("token", &token)]) data-testid="rename-group">
                <label>{m.group_name}
                    <input type="text" name="name" maxlength=max_group_name value=name />
                </label>
                <button class="button" type="submit">{m.rename_group}</button>
            </form>
        </section>
    }
}

/// One link: its field, its copy button, and its QR code on asking (a code on
/// screen for every link would make the page long, and the write link is not
/// for everyone's eyes).
#[component]
fn LinkField(
    id: &'static str,
    link: String,
    hint: &'static str,
    qr_label: &'static str,
) -> impl IntoView {
    let i18n = use_i18n();
    let m = &i18n.t().manage;
    let status = match id {
        "write-link" => "write-link-status",
        _ => "read-link-status",
    };
    view! {
        <div class="share__row">
            <input class="link-field" id=id type="text" readonly value=link.clone() data-testid=id aria-describedby=hint />
            <CopyLink field=id status />
        </div>
        <details class="link-qr">
            <summary data-testid=format!("{id}-qr")>{m.show_qr}</summary>
            <QrImage link label=qr_label />
        </details>
    }
}

/// A new link asked for: what stops working, and the one button that makes it.
#[component]
pub(super) fn NewLinkConfirm(write: bool, token: String) -> impl IntoView {
    let i18n = use_i18n();
    let m = &i18n.t().manage;
    let (link, words, button) = match write {
        true => ("write", m.new_write_link_confirm, m.new_write_link_button),
        false => ("read", m.new_read_link_confirm, m.new_read_link_button),
    };
    view! {
        <section class="panel confirm" id="confirm" aria-labelledby="confirm-heading" data-testid="confirm">
            <h2 id="confirm-heading">{m.new_link_heading}</h2>
            <p>{words}</p>
            <form method="post" action=crate::bridge::route::fill(crate::bridge::route::ROTATE_LINK, &[("token", &token)])>
                <input type="hidden" name="link" value=link />
                <input type="hidden" name="confirmed" value=crate::routes::CONFIRMED />
                <button class="button button--danger" type="submit" data-testid="confirm-new-link">{button}</button>
            </form>
            <a class="button" href=crate::bridge::route::fill(crate::bridge::route::GROUP_MANAGE, &[("token", &token)]) data-testid="cancel">{m.cancel}</a>
        </section>
    }
}
