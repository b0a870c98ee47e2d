/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Approvals_SpacesInputs */

const en_approvals_spaces = /** @type {(inputs: Approvals_SpacesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Spaces waiting for approval (${i?.count})`)
};

const sw_approvals_spaces = /** @type {(inputs: Approvals_SpacesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maeneo yanayosubiri kuidhinishwa (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Spaces waiting for approval ({count})" |
*
* @param {Approvals_SpacesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_spaces = /** @type {((inputs: Approvals_SpacesInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_SpacesInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_spaces(inputs)
	return en_approvals_spaces(inputs)
});