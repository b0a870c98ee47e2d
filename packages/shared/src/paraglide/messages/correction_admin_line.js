/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, email: NonNullable<unknown>, field: NonNullable<unknown> }} Correction_Admin_LineInputs */

const en_correction_admin_line = /** @type {(inputs: Correction_Admin_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) asks to correct: ${i?.field}`)
};

const sw_correction_admin_line = /** @type {(inputs: Correction_Admin_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.email}) anaomba kusahihisha: ${i?.field}`)
};

/**
* | output |
* | --- |
* | "{name} ({email}) asks to correct: {field}" |
*
* @param {Correction_Admin_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const correction_admin_line = /** @type {((inputs: Correction_Admin_LineInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Correction_Admin_LineInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_correction_admin_line(inputs)
	return en_correction_admin_line(inputs)
});