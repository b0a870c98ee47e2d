/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown>, code: NonNullable<unknown> }} Notify_Confirmed_Body_CodeInputs */

const en_notify_confirmed_body_code = /** @type {(inputs: Notify_Confirmed_Body_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} · paid (M-Pesa ${i?.code}).`)
};

const sw_notify_confirmed_body_code = /** @type {(inputs: Notify_Confirmed_Body_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} · umelipiwa (M-Pesa ${i?.code}).`)
};

/**
* | output |
* | --- |
* | "{when} · paid (M-Pesa {code})." |
*
* @param {Notify_Confirmed_Body_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_confirmed_body_code = /** @type {((inputs: Notify_Confirmed_Body_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Confirmed_Body_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_confirmed_body_code(inputs)
	return en_notify_confirmed_body_code(inputs)
});