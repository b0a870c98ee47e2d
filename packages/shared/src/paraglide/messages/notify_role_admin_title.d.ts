/**
* | output |
* | --- |
* | "You are now an admin of Nafasi" |
*
* @param {Notify_Role_Admin_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_role_admin_title: ((inputs?: Notify_Role_Admin_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Role_Admin_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Role_Admin_TitleInputs = {};
