/**
* | output |
* | --- |
* | "Registration successful! We sent a link to your e-mail address: open it to confirm the address and sign in." |
*
* @param {Auth_RegisteredInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_registered: ((inputs?: Auth_RegisteredInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_RegisteredInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_RegisteredInputs = {};
