/**
* | output |
* | --- |
* | "{name} is now a user." |
*
* @param {Toast_Role_Now_UserInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_role_now_user: ((inputs: Toast_Role_Now_UserInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Toast_Role_Now_UserInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Toast_Role_Now_UserInputs = {
    name: NonNullable<unknown>;
};
