/**
* | output |
* | --- |
* | "If an account exists for {email}, the link is on its way." |
*
* @param {Auth_Reset_If_ExistsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const auth_reset_if_exists: ((inputs: Auth_Reset_If_ExistsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_If_ExistsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Reset_If_ExistsInputs = {
    email: NonNullable<unknown>;
};
