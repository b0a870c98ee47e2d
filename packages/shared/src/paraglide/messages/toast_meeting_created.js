/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Toast_Meeting_CreatedInputs */

const en_toast_meeting_created = /** @type {(inputs: Toast_Meeting_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Room created. Share the code ${i?.code} so others can join.`)
};

const sw_toast_meeting_created = /** @type {(inputs: Toast_Meeting_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chumba kimeundwa. Shiriki msimbo ${i?.code} ili wengine wajiunge.`)
};

/**
* | output |
* | --- |
* | "Room created. Share the code {code} so others can join." |
*
* @param {Toast_Meeting_CreatedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const toast_meeting_created = /** @type {((inputs: Toast_Meeting_CreatedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Toast_Meeting_CreatedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_toast_meeting_created(inputs)
	return en_toast_meeting_created(inputs)
});