/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Approvals_No_Upgrades_TextInputs */

const en_approvals_no_upgrades_text = /** @type {(inputs: Approvals_No_Upgrades_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members who ask to list spaces show here.`)
};

const sw_approvals_no_upgrades_text = /** @type {(inputs: Approvals_No_Upgrades_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wanachama wanaoomba kuorodhesha maeneo huonekana hapa.`)
};

/**
* | output |
* | --- |
* | "Members who ask to list spaces show here." |
*
* @param {Approvals_No_Upgrades_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_no_upgrades_text = /** @type {((inputs?: Approvals_No_Upgrades_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Approvals_No_Upgrades_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_approvals_no_upgrades_text(inputs)
	return en_approvals_no_upgrades_text(inputs)
});