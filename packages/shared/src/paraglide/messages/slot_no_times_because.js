/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Slot_No_Times_BecauseInputs */

const en_slot_no_times_because = /** @type {(inputs: Slot_No_Times_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No times: ${i?.reason}`)
};

const sw_slot_no_times_because = /** @type {(inputs: Slot_No_Times_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hakuna muda: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "No times: {reason}" |
*
* @param {Slot_No_Times_BecauseInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const slot_no_times_because = /** @type {((inputs: Slot_No_Times_BecauseInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Slot_No_Times_BecauseInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_slot_no_times_because(inputs)
	return en_slot_no_times_because(inputs)
});