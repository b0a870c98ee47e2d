/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Meeting_Copy_CodeInputs */

const en_meeting_copy_code = /** @type {(inputs: Meeting_Copy_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy the code ${i?.code}`)
};

const sw_meeting_copy_code = /** @type {(inputs: Meeting_Copy_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nakili msimbo ${i?.code}`)
};

/**
* | output |
* | --- |
* | "Copy the code {code}" |
*
* @param {Meeting_Copy_CodeInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_copy_code = /** @type {((inputs: Meeting_Copy_CodeInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meeting_Copy_CodeInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_meeting_copy_code(inputs)
	return en_meeting_copy_code(inputs)
});