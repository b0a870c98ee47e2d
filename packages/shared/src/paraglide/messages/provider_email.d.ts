/**
* | output |
* | --- |
* | "E-mail and password" |
*
* @param {Provider_EmailInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const provider_email: ((inputs?: Provider_EmailInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Provider_EmailInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Provider_EmailInputs = {};
