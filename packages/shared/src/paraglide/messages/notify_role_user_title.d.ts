/**
* | output |
* | --- |
* | "Your account is now a member's" |
*
* @param {Notify_Role_User_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_role_user_title: ((inputs?: Notify_Role_User_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Role_User_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Role_User_TitleInputs = {};
