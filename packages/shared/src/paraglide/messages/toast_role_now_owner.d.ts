/**
* | output |
* | --- |
* | "{name} is now an owner." |
*
* @param {Toast_Role_Now_OwnerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_role_now_owner: ((inputs: Toast_Role_Now_OwnerInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Role_Now_OwnerInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Role_Now_OwnerInputs = {
    name: NonNullable<unknown>;
};
