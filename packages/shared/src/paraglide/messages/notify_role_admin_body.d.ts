/**
* | output |
* | --- |
* | "You can approve listings and hosts, and see every booking, in the admin panel." |
*
* @param {Notify_Role_Admin_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_role_admin_body: ((inputs?: Notify_Role_Admin_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Role_Admin_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Role_Admin_BodyInputs = {};
