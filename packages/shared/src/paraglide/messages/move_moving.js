/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Move_MovingInputs */

const en_move_moving = /** @type {(inputs: Move_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moving...`)
};

const sw_move_moving = /** @type {(inputs: Move_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inahamisha...`)
};

/**
* | output |
* | --- |
* | "Moving..." |
*
* @param {Move_MovingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const move_moving = /** @type {((inputs?: Move_MovingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Move_MovingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_move_moving(inputs)
	return en_move_moving(inputs)
});