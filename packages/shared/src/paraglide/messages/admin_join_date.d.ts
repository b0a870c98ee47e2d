/**
* | output |
* | --- |
* | "Join Date" |
*
* @param {Admin_Join_DateInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_join_date: ((inputs?: Admin_Join_DateInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Join_DateInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Join_DateInputs = {};
