/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ length: NonNullable<unknown> }} Rules_Notice_ValueInputs */

const en_rules_notice_value = /** @type {(inputs: Rules_Notice_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.length} ahead`)
};

const sw_rules_notice_value = /** @type {(inputs: Rules_Notice_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Angalau ${i?.length} kabla`)
};

/**
* | output |
* | --- |
* | "At least {length} ahead" |
*
* @param {Rules_Notice_ValueInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const rules_notice_value = /** @type {((inputs: Rules_Notice_ValueInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rules_Notice_ValueInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_rules_notice_value(inputs)
	return en_rules_notice_value(inputs)
});