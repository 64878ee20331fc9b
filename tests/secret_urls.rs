//! Secret tokens in URLs, by class: a corpus of addresses carrying a credential (in the path of
//! a reset, verification, invitation, magic-login or unsubscribe link, a JWT or a vendor's key
//! anywhere, a fragment route, a query value in such a path, a typed secret a GET form put in
//! the address) and of ordinary addresses that look like them (ids, slugs, dates, order codes,
//! commit hashes, pages about passwords). Every secret must be gone; every ordinary address
//! must come back unchanged; the words around a token must stay.
//!
//! `cargo test --test secret_urls -- --nocapture` prints the figure.
#![cfg(not(target_arch = "wasm32"))]

use procmem::urls::{path_matches, redact, redact_known, Known};

/// (URL, the secret it carries, a part that must stay).
const SECRET: &[(&str, &str, &str)] = &[
    ("https://app.test/reset-password/Xk9fQ2bZ7mW4pL1sT8vR", "Xk9fQ2bZ7mW4pL1sT8vR", "app.test/reset-password/"),
    ("https://app.test/password/reset/9f86d081884c7d659a2feaa0c55ad015", "9f86d081884c7d659a2feaa0c55ad015", "/password/reset/"),
    ("https://accounts.test/verify/550e8400-e29b-41d4-a716-446655440000", "550e8400-e29b-41d4-a716-446655440000", "accounts.test/verify/"),
    ("https://app.test/verify-email/b7Hq2LmZ9xPw4Rt6Yk3N", "b7Hq2LmZ9xPw4Rt6Yk3N", "/verify-email/"),
    ("https://app.test/invite/AbC123xYz789QwE", "AbC123xYz789QwE", "/invite/"),
    ("https://team.test/invitations/3f2a9c7e1b4d8f60a5c2e9d7b1f3a8c4/accept", "3f2a9c7e1b4d8f60a5c2e9d7b1f3a8c4", "/accept"),
    ("https://app.test/magic-login/q8Wz3Xe5Rt7Yu9Io1Pa", "q8Wz3Xe5Rt7Yu9Io1Pa", "/magic-login/"),
    ("https://app.test/auth/magic/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk", "eyJzdWIiOiJhbGljZSJ9", "/auth/magic/"),
    ("https://news.test/unsubscribe/8f3a2c1b9d7e6f5a4b3c2d1e", "8f3a2c1b9d7e6f5a4b3c2d1e", "/unsubscribe/"),
    ("https://news.test/u/Zm9vYmFyYmF6cXV4MTIzNDU2/unsubscribe", "Zm9vYmFyYmF6cXV4MTIzNDU2", "/unsubscribe"),
    ("https://app.test/confirm/7Gh2Kd9Lq4Wm8Np3", "7Gh2Kd9Lq4Wm8Np3", "/confirm/"),
    ("https://app.test/activate/4d3c2b1a-9f8e-7d6c-5b4a-3928170615ab", "4d3c2b1a-9f8e-7d6c-5b4a-3928170615ab", "/activate/"),
    ("https://app.test/account/activation/a1B2c3D4e5F6g7H8", "a1B2c3D4e5F6g7H8", "/account/activation/"),
    ("https://app.test/login/token/Tk_8sJd92kLm3NqP7vXz", "8sJd92kLm3NqP7vXz", "/login/token/"),
    ("https://app.test/verify/482913", "482913", "/verify/"),
    ("https://app.test/2fa/verify/73920184", "73920184", "/2fa/verify/"),
    ("https://app.test/sso/callback/Rr5Tt7Uu9Vv1Ww3Xx5Yy", "Rr5Tt7Uu9Vv1Ww3Xx5Yy", "/sso/callback/"),
    ("https://app.test/api/v1/data/sk_live_51HqLyjWDarjtT1zdp7dcXYZab", "51HqLyjWDarjtT1zdp7dcXYZab", "/api/v1/data/"),
    ("https://git.test/ghp_abcdefghijklmnopqrstuvwxyz0123456789/repo", "abcdefghijklmnopqrstuvwxyz0123456789", "/repo"),
    ("https://app.test/share/eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJhcHAifQ.c2lnbmF0dXJlLXBhcnQ", "eyJpc3MiOiJhcHAifQ", "/share/"),
    ("https://app.test/#/reset/Qm9sZEFuZFJhbmRvbTEyMzQ1Ng", "Qm9sZEFuZFJhbmRvbTEyMzQ1Ng", "#/reset/"),
    ("https://app.test/#!/invite/Zz8Yy7Xx6Ww5Vv4U", "Zz8Yy7Xx6Ww5Vv4U", "#!/invite/"),
    ("https://app.test/reset?t=Xk9fQ2bZ7mW4pL1sT8vR", "Xk9fQ2bZ7mW4pL1sT8vR", "/reset?t="),
    ("https://news.test/unsubscribe?list=weekly&u=8f3a2c1b9d7e6f5a4b3c", "8f3a2c1b9d7e6f5a4b3c", "list=weekly"),
    ("https://app.test/accept?invite=9Kq3Lw7Ze2Rx5Tc8", "9Kq3Lw7Ze2Rx5Tc8", "/accept?invite="),
    ("https://app.test/page?t=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJlX3g", "eyJzdWIiOiIxMjM0In0", "/page?t="),
    ("https://app.test/reset-password-9f8e7d6c5b4a39281706", "9f8e7d6c5b4a39281706", "/reset-password-"),
    ("https://app.test/passwordless/login/Lk3Mn5Bv7Cx9Za1S", "Lk3Mn5Bv7Cx9Za1S", "/passwordless/login/"),
    ("https://app.test/email/confirmation/MTIzNDU2Nzg5MGFiY2RlZg", "MTIzNDU2Nzg5MGFiY2RlZg", "/email/confirmation/"),
    ("https://app.test/recover/account/vB8nM2xC4zL6kJ9h", "vB8nM2xC4zL6kJ9h", "/recover/account/"),
    ("https://app.test/claim/gift/RDM-7H3K9Q2W5Z", "7H3K9Q2W5Z", "/claim/gift/"),
    ("https://app.test/redeem/X4Y7Z9W2V5U8", "X4Y7Z9W2V5U8", "/redeem/"),
    ("https://app.test/oauth/authorize/cb/Ab12Cd34Ef56Gh78", "Ab12Cd34Ef56Gh78", "/oauth/authorize/cb/"),
    ("https://app.test/session/3n5b7v9c1x3z5l7k9j1h", "3n5b7v9c1x3z5l7k9j1h", "/session/"),
    ("https://app.test/token/7c9e6679-7425-40de-944b-e07fc1f90ae7", "7c9e6679-7425-40de-944b-e07fc1f90ae7", "/token/"),
    ("https://app.test/api-keys/reveal/ak_9Rz2Lp5Qw8Ty3Uv6Xb1", "9Rz2Lp5Qw8Ty3Uv6Xb1", "/api-keys/reveal/"),
    ("https://app.test/sign-in/link/Hq7Jw3Ke9Lr5Mt1N", "Hq7Jw3Ke9Lr5Mt1N", "/sign-in/link/"),
    ("https://app.test/opt-out/5Gh8Jk2Lm4Np6Qr9", "5Gh8Jk2Lm4Np6Qr9", "/opt-out/"),
    ("https://app.test/one-time/login/827364519", "827364519", "/one-time/login/"),
    ("https://app.test/verify/phone/918273", "918273", "/verify/phone/"),
    ("https://app.test/files/xoxb-1234567890-abcdefghijklmnop", "abcdefghijklmnop", "/files/"),
    ("https://app.test/l/ya29.a0AfH6SMBx3kLm9Qw2Er5Ty8Ui", "a0AfH6SMBx3kLm9Qw2Er5Ty8Ui", "/l/"),
    ("https://app.test/auth/callback#access_token=abc123xyz&token_type=bearer", "abc123xyz", "token_type=bearer"),
    ("https://alice:hunter2pass@app.test/dashboard", "hunter2pass", "app.test/dashboard"),
    ("https://app.test/activate?key=Q1w2E3r4T5y6", "Q1w2E3r4T5y6", "/activate?key="),
    ("https://app.test/invitations/accept/Mz4Nx6Bc8Vz0Lk2J?ref=email", "Mz4Nx6Bc8Vz0Lk2J", "?ref=email"),
    ("https://app.test/password/edit?reset_password_token=zXy9Ab8Cd7Ef6Gh5", "zXy9Ab8Cd7Ef6Gh5", "/password/edit?"),
    ("https://app.test/verification/6Yt4Re2Wq8Po0Iu9/complete", "6Yt4Re2Wq8Po0Iu9", "/complete"),
    ("https://app.test/reset/welcome-back-Xk9fQ2bZ7mW4pL1sT8vR", "Xk9fQ2bZ7mW4pL1sT8vR", "/reset/"),
    ("https://chat.test/invite/AbCdEf12", "AbCdEf12", "chat.test/invite/"),
    ("https://app.test/verify-email?t=550e8400-e29b-41d4-a716-446655440000", "550e8400-e29b-41d4-a716-446655440000", "/verify-email?t="),
    ("https://app.test/email/unsubscribe/MTIzNDU2Nzg5MA==", "MTIzNDU2Nzg5MA", "/email/unsubscribe/"),
];

/// Addresses that look like those above in some way and carry no secret: unchanged.
const ORDINARY: &[&str] = &[
    "https://tracker.test/issues/1234",
    "https://shop.test/products/blue-lantern-42",
    "https://shop.test/orders/ORD-2024-0042",
    "https://social.test/users/alice",
    "https://blog.test/2024/05/17/launch-notes",
    // Commit hashes on a code host, even in a repository whose name says auth, login or reset:
    // hex after a revision word is a revision.
    "https://git.test/acme/api/commit/3f2a9c7e1b4d8f60a5c2e9d7b1f3a8c4d5e6f708",
    "https://git.test/acme/auth-service/blob/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b/src/login.rs",
    "https://git.test/acme/password-reset/commit/a94a8fe5ccb19ba61c4c0873d391e987982fbbd3",
    "https://git.test/acme/login-page/compare/1a2b3c4d...5e6f7a8b",
    "https://git.test/acme/auth/tree/main/src",
    "https://help.test/password-help",
    "https://help.test/articles/how-to-reset-your-password",
    "https://help.test/articles/How-To-Reset-Your-Password-In-5-Steps",
    "https://app.test/reset-password",
    "https://app.test/verify/email",
    "https://app.test/invite/accept?page=2",
    "https://app.test/login?next=/dashboard",
    "https://app.test/auth/callback/github",
    "https://app.test/settings/tokens/new",
    "https://docs.test/api-tokens",
    "https://app.test/users/alice/password",
    "https://shop.test/cart?item=SKU-88231&qty=2",
    "https://maps.test/place/Berlin/@52.52,13.40,12z",
    "https://news.test/world/europe/article-2024-05-17-elections",
    "https://store.test/p/iPhone-15-Pro-Max-256GB",
    "https://app.test/orders/550e8400-e29b-41d4-a716-446655440000",
    "https://cdn.test/assets/app.3f2a9c7e.js",
    "https://wiki.test/wiki/Password_strength",
    "https://app.test/login/help/2024/05/17",
    "https://tracker.test/projects/42/issues/1234/comments/56789",
    "https://app.test/verify/account/settings",
    "https://app.test/unsubscribe/preferences",
    "https://app.test/invitations/sent?sort=newest",
    "https://shop.test/search?q=reset+password+tool",
    "https://tracker.test/issues?label=auth&status=open",
    "https://app.test/docs/authentication/overview",
    "https://app.test/confirmations/1234",
    "https://app.test/account/keys",
    "https://app.test/magic-the-gathering/cards/black-lotus",
    "https://video.test/videos/dQw4w9WgXcQ",
    "https://video.test/watch?v=dQw4w9WgXcQ",
    "https://app.test/sessions/new",
    "https://app.test/recovery-codes",
    "https://calendar.test/event/2024-05-17/standup",
    "https://app.test/access/requests/1234",
    "https://shop.test/checkout/confirm?order=ORD-2024-0042",
    "https://shop.test/confirm/order/88231",
    "https://tracker.test/login#signup",
    "https://docs.test/guide#reset-your-password",
    "http://127.0.0.1:8123/shop/index.html",
    "https://app.test/token-usage/2024-05",
    "https://app.test/verify/ProfileSettings",
    // Slugs of words ending in a short id, about passwords and logins.
    "https://blog.test/@alice/how-i-reset-my-password-8f3a2c1b9d7e",
    "https://blog.test/posts/Login-Tips-For-Teams-4f9a21",
    "https://www.store.test/dp/B08N5WRWNW",
    "https://docs.test/document/d/1A2b3C4d5E6f7G8h9I0jKlMnOpQrStUvWxYz/edit",
    "https://app.test/login/callback?error=access_denied",
    "https://app.test/auth/v2/users/42/settings",
    "https://app.test/verify?email=alice%40example.com",
    "https://app.test/password/reset?step=2",
    "https://app.test/invite/team-marketing",
    "https://app.test/login/SAML2/POST",
    "https://id.test/auth/realms/master/protocol/openid-connect/auth?client_id=account-console&response_type=code",
    "https://news.test/unsubscribe?list=weekly-deals",
    "https://tracker.test/issues/PROJ-1234",
    "https://app.test/confirm/email-change",
    "https://shop.test/order/confirmation/ORD2024004211",
    "https://app.test/activate/2024-05-17",
    "https://chain.test/token/0xdAC17F958D2ee523a2206206994597C13D831ec7",
];

#[test]
fn secret_urls_are_redacted_and_ordinary_ones_kept() {
    let mut leaked = Vec::new();
    for (url, secret, kept) in SECRET {
        let out = redact(url);
        if out.contains(secret) || !out.contains(kept) || out == *url {
            leaked.push(format!("{url} → {out}"));
        }
        assert_eq!(redact(&out), out, "redacting twice changes nothing: {out}");
    }
    let changed: Vec<String> = ORDINARY
        .iter()
        .filter_map(|url| {
            let out = redact(url);
            (out != *url).then(|| format!("{url} → {out}"))
        })
        .collect();
    println!(
        "secret urls: {} of {} redacted; ordinary urls: {} of {} changed",
        SECRET.len() - leaked.len(),
        SECRET.len(),
        changed.len(),
        ORDINARY.len()
    );
    assert!(SECRET.len() >= 40 && ORDINARY.len() >= 40);
    assert!(leaked.is_empty(), "secrets kept:\n{}", leaked.join("\n"));
    assert!(
        changed.is_empty(),
        "ordinary urls changed:\n{}",
        changed.join("\n")
    );
}

/// A GET form put the password in the address under a name that says nothing ("p"): the page
/// reported the name; a run knows the value itself; a script put a typed code in the path.
#[test]
fn what_a_recording_or_run_learned_is_redacted_too() {
    let params = vec!["p".to_string()];
    let known = Known {
        params: &params,
        ..Known::default()
    };
    assert_eq!(
        redact_known(
            "https://old.test/login.cgi?u=alice&p=hunter2&lang=en",
            &known
        ),
        "https://old.test/login.cgi?u=alice&p=REDACTED&lang=en"
    );
    // Near miss: without it, a parameter named "p" is a page number.
    assert_eq!(
        redact("https://old.test/login.cgi?u=alice&p=2"),
        "https://old.test/login.cgi?u=alice&p=2"
    );
    let values = vec!["s3cr3t pass".to_string()];
    let known = Known {
        values: &values,
        ..Known::default()
    };
    assert_eq!(
        redact_known(
            "https://old.test/go/s3cr3t%20pass/x?q=s3cr3t+pass&n=s3cr3t",
            &known
        ),
        "https://old.test/go/REDACTED/x?q=REDACTED&n=s3cr3t"
    );
    let paths = vec!["/unlock/REDACTED/now".to_string()];
    let known = Known {
        paths: &paths,
        ..Known::default()
    };
    assert_eq!(
        redact_known("https://old.test/unlock/9911/now?x=1", &known),
        "https://old.test/unlock/REDACTED/now?x=1"
    );
    // Near miss: another shape of path keeps its segments.
    assert_eq!(
        redact_known("https://old.test/unlock/9911/later", &known),
        "https://old.test/unlock/9911/later"
    );
}

#[test]
fn a_redacted_path_still_matches_the_visit_it_stands_for() {
    assert!(path_matches(
        "/reset-password/REDACTED",
        "/reset-password/Xk9fQ2bZ7mW4pL1sT8vR"
    ));
    assert!(path_matches(
        "/reset-password-REDACTED",
        "/reset-password-9f8e7d6c5b4a"
    ));
    assert!(!path_matches(
        "/reset-password/REDACTED",
        "/reset-password/a/b"
    ));
    assert!(!path_matches("/issues/1234", "/issues/1235"));
}
