/**
* | output |
* | --- |
* | "A company needs at least one admin: make someone else an admin first." |
*
* @param {Company_Last_AdminInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_last_admin: ((inputs?: Company_Last_AdminInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Last_AdminInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Last_AdminInputs = {};
