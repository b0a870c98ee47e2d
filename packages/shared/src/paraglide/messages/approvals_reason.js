/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approvals_ReasonInputs */

const en_approvals_reason = /** @type {(inputs: Approvals_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

const sw_approvals_reason = /** @type {(inputs: Approvals_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sababu`)
};

/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Approvals_ReasonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_reason = /** @type {((inputs?: Approvals_ReasonInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_ReasonInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_reason(inputs)
	return en_approvals_reason(inputs)
});