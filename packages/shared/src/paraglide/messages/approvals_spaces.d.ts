/**
* | output |
* | --- |
* | "Spaces waiting for approval ({count})" |
*
* @param {Approvals_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_spaces: ((inputs: Approvals_SpacesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_SpacesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_SpacesInputs = {
    count: NonNullable<unknown>;
};
