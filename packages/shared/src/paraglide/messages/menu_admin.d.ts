/**
* | output |
* | --- |
* | "Admin Panel" |
*
* @param {Menu_AdminInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_admin: ((inputs?: Menu_AdminInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_AdminInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_AdminInputs = {};
