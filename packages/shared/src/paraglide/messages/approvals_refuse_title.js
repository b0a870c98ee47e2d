/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Approvals_Refuse_TitleInputs */

const en_approvals_refuse_title = /** @type {(inputs: Approvals_Refuse_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuse ${i?.name}?`)
};

const sw_approvals_refuse_title = /** @type {(inputs: Approvals_Refuse_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kataa ${i?.name}?`)
};

/**
* | output |
* | --- |
* | "Refuse {name}?" |
*
* @param {Approvals_Refuse_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_refuse_title = /** @type {((inputs: Approvals_Refuse_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_Refuse_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_refuse_title(inputs)
	return en_approvals_refuse_title(inputs)
});