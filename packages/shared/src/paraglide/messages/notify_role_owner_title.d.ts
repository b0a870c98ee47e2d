/**
* | output |
* | --- |
* | "You can now list spaces on Nafasi" |
*
* @param {Notify_Role_Owner_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_role_owner_title: ((inputs?: Notify_Role_Owner_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Role_Owner_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Role_Owner_TitleInputs = {};
