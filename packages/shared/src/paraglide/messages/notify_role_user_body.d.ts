/**
* | output |
* | --- |
* | "An admin changed your account to a member's. Your listings stay as they are; if this is a mistake, write to us through Help." |
*
* @param {Notify_Role_User_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_role_user_body: ((inputs?: Notify_Role_User_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Role_User_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Role_User_BodyInputs = {};
