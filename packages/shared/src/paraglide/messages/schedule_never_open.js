/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Schedule_Never_OpenInputs */

const en_schedule_never_open = /** @type {(inputs: Schedule_Never_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the space on at least one day of the week.`)
};

const sw_schedule_never_open = /** @type {(inputs: Schedule_Never_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fungua eneo angalau siku moja ya wiki.`)
};

/**
* | output |
* | --- |
* | "Open the space on at least one day of the week." |
*
* @param {Schedule_Never_OpenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_never_open = /** @type {((inputs?: Schedule_Never_OpenInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Schedule_Never_OpenInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_schedule_never_open(inputs)
	return en_schedule_never_open(inputs)
});