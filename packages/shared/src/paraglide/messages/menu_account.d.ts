/**
* | output |
* | --- |
* | "Account menu" |
*
* @param {Menu_AccountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const menu_account: ((inputs?: Menu_AccountInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_AccountInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_AccountInputs = {};
