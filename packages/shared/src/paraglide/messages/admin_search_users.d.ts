/**
* | output |
* | --- |
* | "Search name or e-mail" |
*
* @param {Admin_Search_UsersInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_search_users: ((inputs?: Admin_Search_UsersInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Search_UsersInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Search_UsersInputs = {};
