/**
* | output |
* | --- |
* | "Sent to {email}" |
*
* @param {Auth_Sent_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_sent_to: ((inputs: Auth_Sent_ToInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sent_ToInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sent_ToInputs = {
    email: NonNullable<unknown>;
};
