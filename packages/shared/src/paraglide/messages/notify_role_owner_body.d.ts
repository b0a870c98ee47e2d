/**
* | output |
* | --- |
* | "An admin made you a host. List your first space: it goes live once approved." |
*
* @param {Notify_Role_Owner_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_role_owner_body: ((inputs?: Notify_Role_Owner_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Role_Owner_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Role_Owner_BodyInputs = {};
