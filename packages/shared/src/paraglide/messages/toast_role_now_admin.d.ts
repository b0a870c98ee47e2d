/**
* | output |
* | --- |
* | "{name} is now an admin." |
*
* @param {Toast_Role_Now_AdminInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_role_now_admin: ((inputs: Toast_Role_Now_AdminInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Role_Now_AdminInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Role_Now_AdminInputs = {
    name: NonNullable<unknown>;
};
