/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ owner: NonNullable<unknown> }} Approvals_ByInputs */

const en_approvals_by = /** @type {(inputs: Approvals_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.owner}`)
};

const sw_approvals_by = /** @type {(inputs: Approvals_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`na ${i?.owner}`)
};

/**
* | output |
* | --- |
* | "by {owner}" |
*
* @param {Approvals_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_by = /** @type {((inputs: Approvals_ByInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_ByInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_by(inputs)
	return en_approvals_by(inputs)
});